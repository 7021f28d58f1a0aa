import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { DEFAULT_COMPANY } from './companies';
import { LoginPage } from './pages/LoginPage';
import { CompanyGate } from './routing/CompanyGate';
import { lazyPage } from './routing/lazyPage';
import { LazyNotFoundPage as NotFoundPage } from './routing/lazyNotFound';
import { legacyRoutes } from './routing/legacyRoutes';
import { CompanyIndex, LoginRedirect, PagesPrefix, RootRedirect } from './routing/redirects';
import { RequireSession } from './routing/RequireSession';
import { ShellRoot } from './ShellRoot';

// The sign-in page and the redirects around it are in the first script; every
// other page is a chunk of its own, loaded when first shown (lazyPage).
const AccessPage = lazyPage(() => import('./access/AccessPage'), 'AccessPage');
const PublicScreenPage = lazyPage(() => import('./pages/PublicScreenPage'), 'PublicScreenPage');
const UnsubscribePage = lazyPage(() => import('./pages/UnsubscribePage'), 'UnsubscribePage');
const ActivationPage = lazyPage(() => import('./access/ActivationPage'), 'ActivationPage');
const SwitchUserPage = lazyPage(() => import('./account/SwitchUserPage'), 'SwitchUserPage');
const UpdateSecurityProfilePage = lazyPage(() => import('./account/UpdateSecurityProfilePage'), 'UpdateSecurityProfilePage');
const DoclibIndex = lazyPage(() => import('./doclib/DoclibRoutes'), 'DoclibIndex');
const DoclibScreen = lazyPage(() => import('./doclib/DoclibRoutes'), 'DoclibScreen');
const DocumentsPage = lazyPage(() => import('./documents/DocumentsPage'), 'DocumentsPage');
const AppLayout = lazyPage(() => import('./layout/AppLayout'), 'AppLayout');
const AccessLimitPage = lazyPage(() => import('./pages/AccessLimitPage'), 'AccessLimitPage');
const ForbiddenPage = lazyPage(() => import('./pages/ForbiddenPage'), 'ForbiddenPage');
const HomePage = lazyPage(() => import('./pages/HomePage'), 'HomePage');
const InitAccountPage = lazyPage(() => import('./pages/InitAccountPage'), 'InitAccountPage');
const LogoutPage = lazyPage(() => import('./pages/LogoutPage'), 'LogoutPage');
const MaintenancePage = lazyPage(() => import('./pages/MaintenancePage'), 'MaintenancePage');
const ScreenPage = lazyPage(() => import('./pages/ScreenPage'), 'ScreenPage');
const UnauthorizedPage = lazyPage(() => import('./pages/UnauthorizedPage'), 'UnauthorizedPage');
const ResetErrorPage = lazyPage(() => import('./reset/ResetErrorPage'), 'ResetErrorPage');
const ResetPasswordLayout = lazyPage(() => import('./reset/ResetPasswordLayout'), 'ResetPasswordLayout');
const ResetPasswordStart = lazyPage(() => import('./reset/ResetPasswordStart'), 'ResetPasswordStart');
const SecurityCheckPage = lazyPage(() => import('./reset/SecurityCheckPage'), 'SecurityCheckPage');
const SetPasswordPage = lazyPage(() => import('./reset/SetPasswordPage'), 'SetPasswordPage');
const RequireMenu = lazyPage(() => import('./routing/RequireMenu'), 'RequireMenu');
const RouteError = lazyPage(() => import('./pages/RouteError'), 'RouteError');

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
              // The public trace: anyone, signed in or not (01-shell.md §2.8, PROBILL with its probill query).
              { path: 'pages/PROBILL/*', element: <PublicScreenPage cmid="PROBILL" /> },
              // Registration and credit application: a business without an account fills them in signed out (issue 15 point 7).
              { path: 'pages/MT_MANI_Register_A/*', element: <PublicScreenPage cmid="MT_MANI_Register_A" /> },
              { path: 'pages/MT_Credit_App_A/*', element: <PublicScreenPage cmid="MT_Credit_App_A" /> },
              // The link of every notification email (SHPNOTIF_UNSUB): signed out, the signed token is the right.
              { path: 'unsubscribe', element: <UnsubscribePage /> },
              { path: 'pages/SHPNOTIF_UNSUB', element: <UnsubscribePage /> },
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

