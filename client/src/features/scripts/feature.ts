import { BoxSeam } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The scripts screen in the layout: its sidebar entry, `g w`, and Install WordPress. */
export const feature: Feature<'scripts'> = {
  page: 'scripts',
  title: 'nav.scripts',
  icon: BoxSeam,
  goKey: 'w',
  quickActions: [{ key: 'wordpress', label: 'quick.wordpress', group: 'web', action: 'script' }],
};
