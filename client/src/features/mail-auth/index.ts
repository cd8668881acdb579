// The mailAuth extension's one way in: app/ reaches it only through this file, which stays light
// (the router reads it on the sign-in route). Its dialog is a chunk of its own, loaded when first
// opened; its palette entry is plain data (commands.ts). The badges and the status they read are
// shared (components/mail-auth-badge.tsx, api/mail-auth.ts), loaded with the screens that show them.

export { mailAuthCommands } from './commands';

/** The mail authentication dialog (`useDialogs().open('mailAuth', { domain })`). */
export const loadMailAuthDialog = () => import('./mail-auth-dialog').then((m) => m.MailAuthDialog);
