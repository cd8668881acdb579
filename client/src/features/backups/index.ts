// The backups feature's one way in (the `backups` extension): app/ reaches it only through this
// file, which stays light (the router reads it on the sign-in route); the screen is a chunk of its own.

/** The Backups screen, for the router's lazy screen. */
export const loadBackupsPage = () => import('./backups-page').then((m) => m.BackupsPage);
