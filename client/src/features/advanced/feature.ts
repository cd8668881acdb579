import { Gear } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The advanced settings' in the layout: its sidebar entry, `g v`. */
export const feature = screenFeature('advanced', Gear, 'v');
