import type { PanelCommands } from '../../lib/commands';

/** A domain's spam filter default from the palette (the domain chosen in the dialog), only when the extension is advertised. */
export const spamCommands: PanelCommands = {
  paletteActions: [{ id: 'action:spamFilter', label: 'spam.palette', dialog: 'spamFilter', capability: 'spamFilter' }],
};
