/**
 * The panel's screens inside the shared layout, in sidebar order, each at `/{page}`, with the
 * one-off redirect instructions it accepts (the `action` of a hand-off's `redirect` or of a link
 * from another screen). The client builds its routes, sidebar and quick actions from this list; the
 * server serves the client's index.html for the same paths.
 */
export const panelPages = {
  domains: { actions: ['password', 'redirect', 'script', 'ssl'] },
  // The five tabs; the `…Add` actions open the tab with its add dialog (the quick actions).
  emails: { actions: ['accounts', 'forwarders', 'catchall', 'filters', 'monitoring', 'accountAdd', 'forwarderAdd', 'trustedAdd', 'blockedAdd'] },
  databases: { actions: ['mysql', 'mysqlAdd', 'postgres', 'postgresAdd'] },
  redirects: { actions: ['redirect'] },
  ssl: { actions: ['ssl'] },
  scripts: { actions: ['script'] },
  logs: { actions: ['stats', 'logs'] },
  access: { actions: ['ftp', 'ssh'] },
  files: { actions: ['browse'] },
  // The backups extension's screen: shown only when the backend advertises `backups`.
  backups: { actions: [] },
  advanced: { actions: ['php', 'cron', 'apps'] },
} as const satisfies Record<string, { actions: readonly string[] }>;

export type PanelPage = keyof typeof panelPages;
/** The instructions a page accepts. */
export type PageAction<P extends PanelPage = PanelPage> = (typeof panelPages)[P]['actions'][number];

/** A one-off instruction for a page: what to open there, for which domain. */
export type PageRedirect = {
  [P in PanelPage]: { page: P; action: PageAction<P> | null; domain: string | null };
}[PanelPage];

export const panelPageNames = Object.keys(panelPages) as PanelPage[];

/** Where a signed-in visitor starts: after sign-in, at `/`, and when a hand-off names no page. */
export const HOME_PAGE: PanelPage = 'domains';
/** The sign-in form. */
export const LOGIN_PATH = '/login';
/** The hand-off: `${AUTHORIZE_PATH}/{token}` exchanges the token for a session. */
export const AUTHORIZE_PATH = '/authorize';

export function pagePath(page: PanelPage): `/${PanelPage}` {
  return `/${page}`;
}

/** The page a path shows (`/emails` → `emails`); any other path, the home page. */
export function pageAtPath(pathname: string): PanelPage {
  return panelPageNames.find((name) => pagePath(name) === pathname) ?? HOME_PAGE;
}

export function isPanelPage(value: unknown): value is PanelPage {
  return typeof value === 'string' && Object.hasOwn(panelPages, value);
}

export function isPageAction<P extends PanelPage>(page: P, action: unknown): action is PageAction<P> {
  return typeof action === 'string' && (panelPages[page].actions as readonly string[]).includes(action);
}

/**
 * A redirect hint from the outside (a hand-off reply, stored state) as an instruction the panel can
 * act on: an unknown page means the home page without instruction, an action the page does not
 * accept is dropped; `null` when nothing is left to do beyond opening the page.
 */
export function pageRedirect(hint: { page?: unknown; action?: unknown; domain?: unknown } | null | undefined): {
  page: PanelPage;
  redirect: PageRedirect | null;
} {
  if (!hint || !isPanelPage(hint.page)) return { page: HOME_PAGE, redirect: null };
  const page = hint.page;
  const action = isPageAction(page, hint.action) ? hint.action : null;
  const domain = typeof hint.domain === 'string' && hint.domain !== '' ? hint.domain : null;
  if (action === null && domain === null) return { page, redirect: null };
  return { page, redirect: { page, action, domain } as PageRedirect };
}

// Pure: a bundle that never asks isClientRoute (the client's) leaves the pattern out.
const clientRoute = /* @__PURE__ */ new RegExp(`^(?:/|${LOGIN_PATH}|${AUTHORIZE_PATH}/[^/]+|/(?:${panelPageNames.join('|')}))/?$`);

/** Whether a GET of this path (no query string) is one of the client's routes. */
export function isClientRoute(pathname: string): boolean {
  return clientRoute.test(pathname);
}
