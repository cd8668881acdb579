import type { FeatureCommands } from '../../lib/commands';

/** The redirections screen's commands: `g r`, and Create a redirection. */
export const redirectsCommands: FeatureCommands<'redirects'> = {
  page: 'redirects',
  goKey: 'r',
  quickActions: [{ key: 'redirect', label: 'quick.redirect', group: 'web', action: 'redirect' }],
};
