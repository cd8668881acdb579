// The advanced settings feature's one way in: app/ reaches it only through this file. It stays
// light (the router reads it on the sign-in route): the screen is a chunk of its own, loaded when
// first shown.

/** The advanced settings screen, for the router's lazy screen. */
export const loadAdvancedPage = () => import('./advanced-page').then((m) => m.AdvancedPage);
