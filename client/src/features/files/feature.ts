import { Folder2Open } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The file browser in the layout: its sidebar entry, `g f`. */
export const feature: Feature<'files'> = { page: 'files', title: 'nav.files', icon: Folder2Open, goKey: 'f' };
