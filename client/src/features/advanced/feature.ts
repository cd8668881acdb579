import { Gear } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The advanced settings' in the layout: its sidebar entry, `g v`. */
export const feature: Feature<'advanced'> = { page: 'advanced', title: 'nav.advanced', icon: Gear, goKey: 'v' };
