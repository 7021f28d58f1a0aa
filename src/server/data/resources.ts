import type { Resource } from './Resource';
import { announcements } from './resources/announcements';
import { bols, finalizedBols, flaggedBols } from './resources/bols';
import { savedLabels } from './resources/savedLabels';
import { claims } from './resources/claims';
import { companies } from './resources/companies';
import { customers } from './resources/customers';
import { doclibDocuments } from './resources/doclibDocuments';
import { environment } from './resources/environment';
import { languages } from './resources/languages';
import { accountAging, invoiceHistory, proStatements, statements } from './resources/ledger';
import { masterconfigs } from './resources/masterconfigs';
import { menuAdminResources } from './resources/menuAdminResources';
import { openItems } from './resources/openItems';
import { contacts, imageSubscriptions, shipmentNotifications } from './resources/notificationResources';
import { pickups } from './resources/pickups';
import { pushreports } from './resources/pushreports';
import { pushreportResults } from './resources/pushreportResults';
import { quoteHistory, quoteReport, quoteTerminalReport, quotingUsers } from './resources/quotes';
import { directPoints, fuelTable, guaranteedPoints, ratingPoints } from './resources/rating';
import { shipments, shipmentsByDelivery } from './resources/shipments';
import { signinlog } from './resources/signinlog';
import { translations } from './resources/translations';
import { userpresets } from './resources/userpresets';
import { users } from './resources/users';
import { usertypes } from './resources/usertypes';

/**
 * Every resource of the data layer by the name the catalogue gives it (a grid
 * call's `grid.source`, another call's `resource.name`).
 */
export const resources: Record<string, Resource> = {
  ...menuAdminResources,
  announcements,
  bols,
  finalizedBols,
  flaggedBols,
  savedLabels,
  claims,
  companies,
  contacts,
  customers,
  doclibDocuments,
  imageSubscriptions,
  shipmentNotifications,
  environment,
  languages,
  masterconfigs,
  openItems,
  statements,
  invoiceHistory,
  proStatements,
  accountAging,
  pickups,
  pushreports,
  pushreportResults,
  quoteHistory,
  quoteReport,
  quoteTerminalReport,
  quotingUsers,
  ratingPoints,
  directPoints,
  guaranteedPoints,
  fuelTable,
  shipments,
  shipmentsByDelivery,
  signinlog,
  translations,
  userpresets,
  users,
  usertypes,
};
