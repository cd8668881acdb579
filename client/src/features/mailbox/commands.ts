import type { PanelCommands } from '../../lib/commands';

/** A mailbox's automatic reply and forwarding from the palette (a mailbox chosen first), each only when its extension is advertised. */
export const mailboxCommands: PanelCommands = {
  paletteActions: [
    { id: 'action:autoreply', label: 'mailbox.palette.autoreply', dialog: 'autoreply', capability: 'autoresponder' },
    { id: 'action:forwarding', label: 'mailbox.palette.forwarding', dialog: 'forwarding', capability: 'mailboxForwarding' },
  ],
};
