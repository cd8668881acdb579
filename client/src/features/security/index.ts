// The twoFactor extension's ways in: its commands (plain data for the user menu and the palette), its
// dialog and the sign-in's code step, each a chunk of its own loaded when first wanted.

export { twoFactorCommands } from './commands';

export const loadTwoFactorDialog = () => import('./two-factor-dialog').then((m) => m.TwoFactorDialog);
