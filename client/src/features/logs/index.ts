// The logs feature's one way in: the rest of the client reaches it only through what this file
// exports. Everything here is light (the router reads it on the sign-in route); the screen and the
// log viewer load as chunks of their own when first shown.
import { lazy } from 'react';

/** The logs screen (disk usage statistics and the server logs), for the router's lazy screen. */
export const loadLogsPage = () => import('./logs-page').then((m) => m.LogsPage);

/**
 * The log viewer of a domain's access or error log. Other features open it as the shared dialog
 * `logViewer` (`useDialogs().open('logViewer', { domain, type })`), which `app/` draws with this.
 */
export const LogViewerDialog = lazy(() => import('./log-viewer-dialog').then((m) => ({ default: m.LogViewerDialog })));

export { logsCommands } from './commands';
