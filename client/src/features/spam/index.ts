// The spam filter's ways in (`spamFilter` extension): its palette command (plain data) and its
// dialog, a chunk of its own loaded when first opened (from a mailbox's row menu on the E-mail
// screen, the filters tab or the palette), only when the backend offers it.

export { spamCommands } from './commands';

export const loadSpamDialog = () => import('./spam-dialog').then((m) => m.SpamDialog);
