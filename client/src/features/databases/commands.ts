import type { FeatureCommands } from '../../lib/commands';

/** The databases screen's commands: `g b`, and Create a database. */
export const databasesCommands: FeatureCommands<'databases'> = {
  page: 'databases',
  goKey: 'b',
  quickActions: [{ key: 'database', label: 'quick.database', group: 'web', action: 'mysqlAdd' }],
};
