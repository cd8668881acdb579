import { Signpost2 } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The redirections screen in the layout: its sidebar entry, `g r`, and Create a redirection. */
export const feature = screenFeature('redirects', Signpost2, 'r', {
  quickActions: [{ key: 'redirect', label: 'quick.redirect', group: 'web', action: 'redirect' }],
});
