import type { PanelCommands } from '../../lib/commands';

/** The palette's Mail authentication (SPF, DKIM, DMARC), only when the backend offers mailAuth. */
export const mailAuthCommands: PanelCommands = {
  paletteActions: [{ id: 'action:mailAuth', label: 'mail-auth.palette', dialog: 'mailAuth', capability: 'mailAuth' }],
};
