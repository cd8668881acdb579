// The visitor statistics' one way in (the `visitorStats` extension): app/ reaches it only through
// this file, which stays light (the router reads it on the sign-in route); the dialog with its chart
// library is a chunk of its own, loaded when first opened.

/** A domain's visitor statistics, opened as the shared dialog `visitorStats` from the domain's row menu and the palette. */
export const loadVisitorStatsDialog = () => import('./visitor-stats-dialog').then((m) => m.VisitorStatsDialog);
