import type { Handler } from './Handler';
import { userHandlers } from './users';
import { globalHandlers } from './globals';
import { screenHandlers } from './screens';
import { claimHandlers } from './claims';
import { emailHandlers } from './email';
import { announcementHandlers } from './announcements';
import { onlinePickupHandlers } from './onlinePickup';
import { userAdminHandlers } from './userAdmin';
import { userAccountHandlers } from './userAccounts';
import { userPresetHandlers } from './userPresets';
import { userTypeHandlers } from './userTypes';
import { docsHandlers } from './docs';
import { tableInfoHandlers } from './tableInfo';
import { pushreportHandlers } from './pushreport';
import { exportHandlers } from './export';
import { userSwitchHandlers } from './userSwitch';
import { userProfileHandlers } from './userProfile';
import { menuStateHandlers } from './menuState';
import { passwordResetHandlers } from './passwordreset';
import { registrationHandlers } from './registration';
import { oidcHandlers } from './oidc';
import { shortUrlHandlers } from './shortUrls';
import { maintenanceHandlers } from './maintenance';
import { pageViewHandlers } from './pageViews';
import { menuAdminHandlers } from './menuAdmin';
import { companyHandlers } from './companies';
import { customerHandlers } from './customers';
import { masterconfigHandlers } from './masterconfigs';
import { environmentHandlers } from './environment';
import { languageHandlers } from './languages';

/** Every hand-written handler by call id (grid data sources use the shared grid handler). */
export const handlers: Record<string, Handler> = {
  ...userHandlers,
  ...globalHandlers,
  ...screenHandlers,
  ...claimHandlers,
  ...emailHandlers,
  ...announcementHandlers,
  ...onlinePickupHandlers,
  ...userAdminHandlers,
  ...userAccountHandlers,
  ...userPresetHandlers,
  ...userTypeHandlers,
  ...docsHandlers,
  ...tableInfoHandlers,
  ...pushreportHandlers,
  ...exportHandlers,
  ...userSwitchHandlers,
  ...userProfileHandlers,
  ...menuStateHandlers,
  ...passwordResetHandlers,
  ...registrationHandlers,
  ...oidcHandlers,
  ...shortUrlHandlers,
  ...maintenanceHandlers,
  ...pageViewHandlers,
  ...companyHandlers,
  ...customerHandlers,
  ...masterconfigHandlers,
  ...environmentHandlers,
  ...languageHandlers,
  ...menuAdminHandlers,
};
