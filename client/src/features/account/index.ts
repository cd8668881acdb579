// The account feature's one way in: app/ reaches it only through this file (the user menu, the
// palette and the shared Change password dialog).

export { accountCommands } from './commands';
/** The Change password dialog, a chunk of its own (its form brings the input rules), loaded when first opened. */
export const loadChangePasswordDialog = () => import('./change-password-dialog').then((m) => m.ChangePasswordDialog);
export { useLogout } from './use-logout';
