import { Database } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The databases screen in the layout: its sidebar entry, `g b`, and Create a database. */
export const feature = screenFeature('databases', Database, 'b', {
  quickActions: [{ key: 'database', label: 'quick.database', group: 'web', action: 'mysqlAdd' }],
});
