import { Envelope } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The e-mail screen in the layout: its sidebar entry, `g e`, and its quick actions. */
export const feature = screenFeature('emails', Envelope, 'e', {
  quickActions: [
    { key: 'email-account', label: 'quick.emailAccount', group: 'email', action: 'accountAdd' },
    { key: 'email-alias', label: 'quick.emailAlias', group: 'email', action: 'forwarderAdd' },
    { key: 'trusted-sender', label: 'quick.trustedSender', group: 'email', action: 'trustedAdd' },
    { key: 'blocked-sender', label: 'quick.blockedSender', group: 'email', action: 'blockedAdd' },
  ],
});
