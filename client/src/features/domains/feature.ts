import { Globe } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The domains screen in the layout: its sidebar entry, `g d`; Add a domain in the palette and as `n` on its screen. */
export const feature: Feature<'domains'> = {
  page: 'domains',
  title: 'nav.domains',
  icon: Globe,
  goKey: 'd',
  paletteActions: [{ id: 'action:addDomain', label: 'topbar.addDomain', dialog: 'addDomain' }],
  create: 'addDomain',
};
