import { Folder2Open } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The file browser in the layout: its sidebar entry, `g f`; with the fileTrash extension, Open trash in the palette. */
export const feature: Feature<'files'> = {
  page: 'files',
  title: 'nav.files',
  icon: Folder2Open,
  goKey: 'f',
  paletteActions: [{ id: 'action:trash', label: 'trash.open', dialog: 'trash', capability: 'fileTrash' }],
};
