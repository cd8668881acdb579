import type { FeatureCommands } from '../../lib/commands';

/** The access screen's commands: `g a`. */
export const accessCommands: FeatureCommands<'access'> = { page: 'access', goKey: 'a' };
