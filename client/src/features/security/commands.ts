import { ShieldLock } from 'react-bootstrap-icons';
import type { PanelCommands } from '../../lib/commands';

/** Two-factor sign-in: in the user menu and the palette, only when the backend offers `twoFactor`. */
export const twoFactorCommands: PanelCommands = {
  paletteActions: [{ id: 'action:twoFactor', label: 'security.twoFactor', dialog: 'twoFactor', capability: 'twoFactor' }],
  menuActions: [{ id: 'menu:twoFactor', label: 'security.twoFactor', dialog: 'twoFactor', capability: 'twoFactor', icon: ShieldLock }],
};
