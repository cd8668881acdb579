import type { FeatureCommands } from '../../lib/commands';

/** The scripts screen's commands: `g w`, and Install WordPress. */
export const scriptsCommands: FeatureCommands<'scripts'> = {
  page: 'scripts',
  goKey: 'w',
  quickActions: [{ key: 'wordpress', label: 'quick.wordpress', group: 'web', action: 'script' }],
};
