// The logs feature's one way in: the rest of the client reaches it only through what this file
// exports. Everything here is light (the router reads it on the sign-in route); the screen and the
// log viewer load as chunks of their own when first shown.

/** The logs screen (disk usage statistics and the server logs), for the router's lazy screen. */
export const loadLogsPage = () => import('./logs-page').then((m) => m.LogsPage);

/**
 * The log viewer of a domain's access or error log. Other features open it as the shared dialog
 * `logViewer` (`useDialogs().open('logViewer', { domain, type })`), which `app/` loads with this
 * the first time it is opened.
 */
export const loadLogViewerDialog = () => import('./log-viewer-dialog').then((m) => m.LogViewerDialog);
