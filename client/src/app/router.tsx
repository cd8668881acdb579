import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AUTHORIZE_PATH, LOGIN_PATH, pagePath, panelPageNames, type PanelPage } from '@panel/contract/pages';
import { PageSpinner } from './page-spinner';
import { RequireSession, RootRedirect } from './route-guards';

// Every screen is its own chunk: the sign-in route loads neither the layout nor any screen.
const importLayout = () => import('./layout/layout');
const importDomains = () => import('../features/domains/domains-page');
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const AuthorizePage = lazy(() => import('../features/auth/authorize-page').then((m) => ({ default: m.AuthorizePage })));
const Layout = lazy(() => importLayout().then((m) => ({ default: m.Layout })));
const DomainsPage = lazy(() => importDomains().then((m) => ({ default: m.DomainsPage })));

/** Fetches the layout and the domains screen while the sign-in call is on its way. */
function preloadSignedIn() {
  void importLayout().catch(() => undefined);
  void importDomains().catch(() => undefined);
}
const SslPage = lazy(() => import('../features/ssl/ssl-page').then((m) => ({ default: m.SslPage })));
const LogsPage = lazy(() => import('../features/logs/logs-page').then((m) => ({ default: m.LogsPage })));
const DatabasesPage = lazy(() => import('../features/databases/databases-page').then((m) => ({ default: m.DatabasesPage })));
const RedirectsPage = lazy(() => import('../features/redirects/redirects-page').then((m) => ({ default: m.RedirectsPage })));
const FilesPage = lazy(() => import('../features/files/files-page').then((m) => ({ default: m.FilesPage })));
const EmailsPage = lazy(() => import('../features/email/emails-page').then((m) => ({ default: m.EmailsPage })));
const AccessPage = lazy(() => import('../features/access/access-page').then((m) => ({ default: m.AccessPage })));
const AdvancedPage = lazy(() => import('../features/advanced/advanced-page').then((m) => ({ default: m.AdvancedPage })));
const ScriptsPage = lazy(() => import('../features/scripts/scripts-page').then((m) => ({ default: m.ScriptsPage })));
const PlaceholderPage = lazy(() => import('../features/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));

const suspended = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** The screen of each page of the page list; a page not built yet shows its title inside the layout. */
const screens: Partial<Record<PanelPage, ComponentType>> = {
  domains: DomainsPage,
  emails: EmailsPage,
  ssl: SslPage,
  logs: LogsPage,
  databases: DatabasesPage,
  redirects: RedirectsPage,
  access: AccessPage,
  advanced: AdvancedPage,
  scripts: ScriptsPage,
  files: FilesPage,
};

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: LOGIN_PATH, element: suspended(<LoginPage onSubmitting={preloadSignedIn} />) },
  { path: `${AUTHORIZE_PATH}/:token`, element: suspended(<AuthorizePage onStart={preloadSignedIn} />) },
  {
    element: <RequireSession>{suspended(<Layout />)}</RequireSession>,
    children: panelPageNames.map((page) => {
      const Screen = screens[page];
      return { path: pagePath(page), element: Screen ? <Screen /> : <PlaceholderPage key={page} page={page} /> };
    }),
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing (no data router): the panel loads its data through the store, and the data
 * router would add about 20 kB gzip to every route, the sign-in route included.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
