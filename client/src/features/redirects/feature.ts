import { Signpost2 } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The redirections screen in the layout: its sidebar entry, `g r`, and Create a redirection. */
export const feature: Feature<'redirects'> = {
  page: 'redirects',
  title: 'nav.redirects',
  icon: Signpost2,
  goKey: 'r',
  quickActions: [{ key: 'redirect', label: 'quick.redirect', group: 'web', action: 'redirect' }],
};
