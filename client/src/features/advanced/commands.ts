import type { FeatureCommands } from '../../lib/commands';

/** The advanced settings' commands: `g v`. */
export const advancedCommands: FeatureCommands<'advanced'> = { page: 'advanced', goKey: 'v' };
