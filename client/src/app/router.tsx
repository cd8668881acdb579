import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from './page-spinner';
import { RequireSession, RootRedirect } from './route-guards';
import type { MessageId } from '../i18n/messages';
import type { PanelPage } from '../lib/pages';

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
const PlaceholderPage = lazy(() => import('../features/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));

const suspended = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** Screens that later issues build; until then each shows its title inside the layout. */
const placeholders: [PanelPage, MessageId][] = [
  ['emails', 'nav.emails'],
  ['databases', 'nav.databases'],
  ['redirects', 'nav.redirects'],
  ['ssl', 'nav.ssl'],
  ['scripts', 'nav.scripts'],
  ['logs', 'nav.logs'],
  ['access', 'nav.access'],
  ['files', 'nav.files'],
  ['advanced', 'nav.advanced'],
];

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/login', element: suspended(<LoginPage onSubmitting={preloadSignedIn} />) },
  { path: '/authorize/:token', element: suspended(<AuthorizePage onStart={preloadSignedIn} />) },
  {
    element: <RequireSession>{suspended(<Layout />)}</RequireSession>,
    children: [
      { path: '/domains', element: <DomainsPage /> },
      ...placeholders.map(([page, title]) => ({
        path: `/${page}`,
        element: <PlaceholderPage key={page} page={page} title={title} />,
      })),
    ],
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
