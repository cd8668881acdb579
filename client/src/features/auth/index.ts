// The sign-in feature's one way in: app/ reaches it only through this file. It stays light (the
// router reads it first): each sign-in screen is a chunk of its own, fetched ahead for the address
// it is on (main.tsx), so it replaces the page shell at once.

/** The sign-in screen (`/login`). */
export const loadLoginPage = () => import('./login-page').then((m) => m.LoginPage);

/** The hand-off screen (`/authorize/<token>`): signs in with a one-time token. */
export const loadAuthorizePage = () => import('./authorize-page').then((m) => m.AuthorizePage);
