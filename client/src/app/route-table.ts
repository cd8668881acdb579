// The route table: the panel's screens in sidebar order. Each screen is declared once, in its
// feature's folder: `index.ts` exports the screen's loader (read here), `feature.ts` how it shows in
// the layout (its title, icon, keys and actions, read by `./commands.ts`). Adding a screen is one
// line here; the compiler asks for every page of the contract's page list.
//
// This file is in the first chunk every route loads (the sign-in route's too): it holds only the
// loaders, so neither the screens nor the layout's part (icons, commands) load with it. A screen of
// an extension (its feature.ts names the capability) is filtered in one place, `useFeatures` in
// ./commands.ts, for the sidebar, palette, shortcuts and help; its address shows the screen only once
// the backend has advertised the capability, and goes home otherwise (`CapabilityScreen`).
import type { PanelPage } from '@panel/contract/pages';
import { loadAccessPage } from '../features/access';
import { loadAdvancedPage } from '../features/advanced';
import { loadBackupsPage } from '../features/backups';
import { loadDatabasesPage } from '../features/databases';
import { loadDomainsPage } from '../features/domains';
import { loadEmailsPage } from '../features/email';
import { loadFilesPage } from '../features/files';
import { loadLogsPage } from '../features/logs';
import { loadRedirectsPage } from '../features/redirects';
import { loadScriptsPage } from '../features/scripts';
import { loadSslPage } from '../features/ssl';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/** Each page's screen, in sidebar order: a chunk of its own, loaded when first shown. */
export const screens: Record<PanelPage, LazyScreen<object>> = {
  domains: lazyScreen(loadDomainsPage),
  emails: lazyScreen(loadEmailsPage),
  databases: lazyScreen(loadDatabasesPage),
  redirects: lazyScreen(loadRedirectsPage),
  ssl: lazyScreen(loadSslPage),
  scripts: lazyScreen(loadScriptsPage),
  logs: lazyScreen(loadLogsPage),
  access: lazyScreen(loadAccessPage),
  files: lazyScreen(loadFilesPage),
  backups: lazyScreen(loadBackupsPage),
  advanced: lazyScreen(loadAdvancedPage),
};
