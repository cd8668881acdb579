import { Terminal } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The access screen in the layout: its sidebar entry, `g a`. */
export const feature = screenFeature('access', Terminal, 'a');
