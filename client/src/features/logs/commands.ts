import type { FeatureCommands } from '../../lib/commands';

/** The logs screen's commands: `g l`. */
export const logsCommands: FeatureCommands<'logs'> = { page: 'logs', goKey: 'l' };
