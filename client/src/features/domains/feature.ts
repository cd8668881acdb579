import { Globe } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The domains screen in the layout: its sidebar entry, `g d`; Add a domain in the palette and as `n` on its screen. */
export const feature = screenFeature('domains', Globe, 'd', {
  paletteActions: [{ id: 'action:addDomain', label: 'topbar.addDomain', dialog: 'addDomain' }],
  create: 'addDomain',
});
