import { BoxSeam } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The scripts screen in the layout: its sidebar entry, `g w`, and Install WordPress. */
export const feature = screenFeature('scripts', BoxSeam, 'w', {
  quickActions: [{ key: 'wordpress', label: 'quick.wordpress', group: 'web', action: 'script' }],
});
