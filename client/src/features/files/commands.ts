import type { FeatureCommands } from '../../lib/commands';

/** The file browser's commands: `g f`. */
export const filesCommands: FeatureCommands<'files'> = { page: 'files', goKey: 'f' };
