import { Database } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The databases screen in the layout: its sidebar entry, `g b`, and Create a database. */
export const feature: Feature<'databases'> = {
  page: 'databases',
  title: 'nav.databases',
  icon: Database,
  goKey: 'b',
  quickActions: [{ key: 'database', label: 'quick.database', group: 'web', action: 'mysqlAdd' }],
};
