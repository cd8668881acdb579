// The sessions extension's one way in (where the account is signed in): its commands, plain data for
// the user menu and the palette, and its dialog, a chunk of its own loaded when first opened.

export { sessionsCommands } from './commands';

export const loadSessionsDialog = () => import('./sessions-dialog').then((m) => m.SessionsDialog);
