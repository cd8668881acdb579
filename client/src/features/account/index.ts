// The account feature's one way in: app/ reaches it only through this file (the user menu, the
// palette and the shared Change password dialog).

export { accountCommands } from './commands';
export { ChangePasswordDialog } from './change-password-dialog';
export { useLogout } from './use-logout';
