import { ShieldLock } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The SSL screen in the layout: its sidebar entry, `g s`, and Upload an SSL certificate. */
export const feature: Feature<'ssl'> = {
  page: 'ssl',
  title: 'nav.ssl',
  icon: ShieldLock,
  goKey: 's',
  quickActions: [{ key: 'ssl', label: 'quick.ssl', group: 'security', action: 'ssl' }],
};
