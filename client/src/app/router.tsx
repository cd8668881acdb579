import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AUTHORIZE_PATH, HOME_PAGE, LOGIN_PATH, pageAtPath, pagePath, panelPageNames } from '@panel/contract/pages';
import { loadAuthorizePage, loadLoginPage } from '../features/auth';
import { loadWholeMessages } from '../i18n/messages';
import { lazyScreen } from './lazy-screen';
import { FrameSkeleton, SignInSkeleton } from './page-skeleton';
import { RequireSession, RootRedirect } from './route-guards';
import { loadSessionWarmUp } from './session-warm-up-start';
import { screens } from './route-table';

// Every screen is its own chunk: the sign-in route loads neither the layout nor any screen.
const LoginPage = lazyScreen(loadLoginPage);
const AuthorizePage = lazyScreen(loadAuthorizePage);
// The panel's texts come with its layout: the sign-in routes load only their own part of them.
const Layout = lazyScreen(() => Promise.all([import('./layout/layout'), loadWholeMessages()]).then(([m]) => m.Layout));
const DomainsPage = screens[HOME_PAGE];

/** Fetches the layout and the domains screen (and keeps the session's warm-up at hand) while the sign-in call is on its way. */
function preloadSignedIn() {
  void Layout.preload().catch(() => undefined);
  void loadSessionWarmUp().catch(() => undefined);
  void DomainsPage.preload().catch(() => undefined);
}

/**
 * Fetches the code of the screen the address shows first (main.tsx does, with the configuration and
 * the texts), so it replaces the page shell at once; a failure is left to the render to report.
 */
export function preloadFirstScreen(path: string, signedIn: boolean): Promise<unknown> {
  const page = pageAtPath(path);
  const first = path.startsWith(`${AUTHORIZE_PATH}/`) ? [AuthorizePage] : signedIn ? [Layout, screens[page]] : [LoginPage];
  return Promise.all(first.map((screen) => screen.preload())).catch(() => undefined);
}

const suspended = (node: ReactNode, fallback: ReactNode) => <Suspense fallback={fallback}>{node}</Suspense>;

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: LOGIN_PATH, element: suspended(<LoginPage onSubmitting={preloadSignedIn} />, <SignInSkeleton />) },
  { path: `${AUTHORIZE_PATH}/:token`, element: suspended(<AuthorizePage onStart={preloadSignedIn} />, <SignInSkeleton />) },
  {
    element: <RequireSession>{suspended(<Layout />, <FrameSkeleton />)}</RequireSession>,
    children: panelPageNames.map((page) => {
      const Screen = screens[page];
      return { path: pagePath(page), element: <Screen /> };
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
