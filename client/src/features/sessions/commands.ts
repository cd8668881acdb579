import { Laptop } from 'react-bootstrap-icons';
import type { PanelCommands } from '../../lib/commands';

/** Where you are signed in: in the user menu and the palette, only when the backend offers `sessions`. */
export const sessionsCommands: PanelCommands = {
  paletteActions: [{ id: 'action:sessions', label: 'sessions.title', dialog: 'sessions', capability: 'sessions' }],
  menuActions: [{ id: 'menu:sessions', label: 'sessions.title', dialog: 'sessions', capability: 'sessions', icon: Laptop }],
};
