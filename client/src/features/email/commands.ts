import type { FeatureCommands } from '../../lib/commands';

/** The e-mail screen's commands: `g e`, and its quick actions. */
export const emailCommands: FeatureCommands<'emails'> = {
  page: 'emails',
  goKey: 'e',
  quickActions: [
    { key: 'email-account', label: 'quick.emailAccount', group: 'email', action: 'accountAdd' },
    { key: 'email-alias', label: 'quick.emailAlias', group: 'email', action: 'forwarderAdd' },
    { key: 'trusted-sender', label: 'quick.trustedSender', group: 'email', action: 'trustedAdd' },
    { key: 'blocked-sender', label: 'quick.blockedSender', group: 'email', action: 'blockedAdd' },
  ],
};
