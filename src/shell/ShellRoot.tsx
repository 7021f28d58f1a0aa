import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ApiContextSync } from './ApiContextSync';
import { Notices } from '../core/notices/Notices';
import { ErrorCatalogue } from './errors/ErrorCatalogue';
import { I18nProvider } from './i18n/I18nProvider';
import { InitAccountLock } from './session/InitAccountLock';
import { persistOidcStatus } from './session/oidcEngagement';
import { SessionProvider } from './session/SessionProvider';
import { ShellBrand } from './ShellBrand';
import { ChakraScope } from './themes/ChakraScope';
import { MenuGroupFromQuery } from './watch/MenuGroupFromQuery';
import { PageViewRecorder } from './watch/PageViewRecorder';
import { UpdateWatch } from './watch/UpdateWatch';

/**
 * The element of the root route: what every page shares. Inside the router
 * so that language, brand and session can follow the URL. The guard order of
 * 01-shell.md §4: update check (UpdateWatch), language (I18nProvider),
 * session restore (SessionProvider), then each route's authorization.
 */
export function ShellRoot() {
  useEffect(() => persistOidcStatus(), []);
  return (
    <I18nProvider>
      <UpdateWatch />
      <ShellBrand>
        <SessionProvider>
          <ApiContextSync />
          <InitAccountLock />
          <MenuGroupFromQuery />
          <PageViewRecorder />
          <ErrorCatalogue />
          <Notices scope={ChakraScope} />
          <Outlet />
        </SessionProvider>
      </ShellBrand>
    </I18nProvider>
  );
}
