// The mailbox extensions' ways in (`autoresponder`, `mailboxForwarding`): their palette commands
// (plain data) and their dialogs, each a chunk of its own loaded when first opened (from a mailbox's
// row menu or badge on the E-mail screen, or the palette), only when the backend offers them.

export { mailboxCommands } from './commands';

export const loadAutoreplyDialog = () => import('./autoreply-dialog').then((m) => m.AutoreplyDialog);
export const loadForwardingDialog = () => import('./forwarding-dialog').then((m) => m.ForwardingDialog);
