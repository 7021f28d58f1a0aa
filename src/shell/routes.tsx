import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { DEFAULT_COMPANY } from './companies';
import { AccessPage } from './access/AccessPage';
import { ActivationPage } from './access/ActivationPage';
import { SwitchUserPage } from './account/SwitchUserPage';
import { UpdateSecurityProfilePage } from './account/UpdateSecurityProfilePage';
import { DoclibIndex, DoclibScreen } from './doclib/DoclibRoutes';
import { DocumentsPage } from './documents/DocumentsPage';
import { AppLayout } from './layout/AppLayout';
import { AccessLimitPage } from './pages/AccessLimitPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { HomePage } from './pages/HomePage';
import { InitAccountPage } from './pages/InitAccountPage';
import { LoginPage } from './pages/LoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './pages/RouteError';
import { ScreenPage } from './pages/ScreenPage';
import { UnauthorizedPage } from './pages/UnauthorizedPage';
import { ResetErrorPage } from './reset/ResetErrorPage';
import { ResetPasswordLayout } from './reset/ResetPasswordLayout';
import { ResetPasswordStart } from './reset/ResetPasswordStart';
import { SecurityCheckPage } from './reset/SecurityCheckPage';
import { SetPasswordPage } from './reset/SetPasswordPage';
import { CompanyGate } from './routing/CompanyGate';
import { legacyRoutes } from './routing/legacyRoutes';
import { CompanyIndex, LoginRedirect, PagesPrefix, RootRedirect } from './routing/redirects';
import { RequireMenu } from './routing/RequireMenu';
import { RequireSession } from './routing/RequireSession';
import { ShellRoot } from './ShellRoot';

/** UA-PWD (change password) goes to the password reset of the company. */
function ToResetPassword() {
  const { company = DEFAULT_COMPANY } = useParams();
  return <Navigate to={`/reset-password?company=${company}`} replace />;
}

/** UA-SECQST and reset-questions go to update-security-profile of the company. */
function ToSecurityProfile() {
  const { company } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${company ?? DEFAULT_COMPANY}/pages/update-security-profile${search}`} replace />;
}

/** The shell's routes (01-shell.md §2.2); static segments outrank /:company. */
export const routes: RouteObject[] = [
  {
    element: <ShellRoot />,
    children: [
      {
        // Inside the shell, so a failing page is reported in the brand and language.
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <RootRedirect /> },
          { path: '/index.html', element: <Navigate to="/" replace /> },
          {
            path: '/undefined/login',
            element: <Navigate to={`/${DEFAULT_COMPANY}/login`} replace />,
          },
          { path: '/login', element: <LoginRedirect /> },
          ...legacyRoutes,
          // Case-sensitive, or it would also take /DRC, which goes to the DRC login.
          {
            path: '/drc',
            caseSensitive: true,
            element: <Navigate to="/DRC/home" replace />,
          },
          { path: '/pages/*', element: <PagesPrefix /> },
          { path: '/reset-questions', element: <ToSecurityProfile /> },
          {
            path: '/reset-password',
            element: <ResetPasswordLayout />,
            children: [
              { index: true, element: <ResetPasswordStart /> },
              { path: 'security-check', element: <SecurityCheckPage /> },
              { path: 'set', element: <SetPasswordPage /> },
              { path: 'error', element: <ResetErrorPage /> },
            ],
          },
          {
            path: '/online-quoting-access/:hasAccount?',
            element: <AccessPage service="online_quoting" />,
          },
          {
            path: '/online-quoting-activation',
            element: <ActivationPage service="online_quoting" />,
          },
          {
            path: '/rapid-bol-access/:hasAccount?',
            element: <AccessPage service="rapid_bol" />,
          },
          {
            path: '/rapid-bol-activation',
            element: <ActivationPage service="rapid_bol" />,
          },
          { path: '/documents/*', element: <DocumentsPage /> },
          { path: '/printable_documents/*', element: <DocumentsPage /> },
          { path: '/401-unauthorized', element: <UnauthorizedPage /> },
          { path: '/403-forbidden', element: <ForbiddenPage /> },
          { path: '/access-limit', element: <AccessLimitPage /> },
          { path: '/maintenance', element: <MaintenancePage /> },
          {
            path: '/:company',
            element: <CompanyGate />,
            children: [
              { index: true, element: <CompanyIndex /> },
              { path: 'login', element: <LoginPage /> },
              { path: 'logout', element: <LogoutPage /> },
              { path: 'home', element: <HomePage /> },
              {
                path: 'doclib',
                element: <RequireSession />,
                children: [
                  { index: true, element: <DoclibIndex /> },
                  { path: ':cmid/*', element: <DoclibScreen /> },
                ],
              },
              {
                path: 'pages',
                element: <RequireSession />,
                children: [
                  { path: 'init-account', element: <InitAccountPage /> },
                  {
                    path: 'update-security-profile',
                    element: <UpdateSecurityProfilePage />,
                  },
                  { path: 'UA-PWD/*', element: <ToResetPassword /> },
                  { path: 'UA-SECQST/*', element: <ToSecurityProfile /> },
                  { path: 'reset-questions', element: <ToSecurityProfile /> },
                  {
                    path: 'SWITCHUSER',
                    element: (
                      <RequireMenu cmid="SWITCHUSER">
                        <SwitchUserPage />
                      </RequireMenu>
                    ),
                  },
                  {
                    element: <AppLayout />,
                    children: [{ path: ':cmid/*', element: <ScreenPage /> }],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
