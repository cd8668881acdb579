import type { FeatureCommands } from '../../lib/commands';

/** The SSL screen's commands: `g s`, and Upload an SSL certificate. */
export const sslCommands: FeatureCommands<'ssl'> = {
  page: 'ssl',
  goKey: 's',
  quickActions: [{ key: 'ssl', label: 'quick.ssl', group: 'security', action: 'ssl' }],
};
