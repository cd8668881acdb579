import { ClockHistory } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The Backups screen in the layout (the `backups` extension): its sidebar entry, palette entry and `g k`, only when advertised. */
export const feature = screenFeature('backups', ClockHistory, 'k', { capability: 'backups' });
