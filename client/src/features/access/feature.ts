import { Terminal } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The access screen in the layout: its sidebar entry, `g a`. */
export const feature: Feature<'access'> = { page: 'access', title: 'nav.access', icon: Terminal, goKey: 'a' };
