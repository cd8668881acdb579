import type { PanelCommands } from '../../lib/commands';

/** The account's commands: Change password in the palette (as in the user menu). */
export const accountCommands: PanelCommands = {
  paletteActions: [{ id: 'action:changePassword', label: 'user.changePassword', dialog: 'changePassword' }],
};
