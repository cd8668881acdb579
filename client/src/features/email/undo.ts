import type { EmailAlias, SenderEntry } from '@panel/contract';
import { refusalMessages, ruleMessages } from '@panel/contract/rules';
import { conflictsOf, defineUndo } from '../../lib/undo';
import { addressOf } from './mail';
import { changeCall } from '../../api/changes';

const texts = { ...ruleMessages, ...refusalMessages };
const domainGone = { 404: 'emails.error.domainGone' } as const;

/** After `/email/alias/delete`, Undo is `/email/alias/create` with the alias's fields. */
export const aliasUndo = defineUndo<EmailAlias>({
  operation: '/email/alias/delete',
  restore: (dispatch, { domain, name, destination }) => dispatch(changeCall('/email/alias/create', { domain, name, destination })).unwrap(),
  restored: (alias) => ({ id: 'toast.aliasRestored', values: { address: addressOf(alias) } }),
  failures: { byStatus: domainGone, conflicts: conflictsOf('validation.email.aliasExists', ['validation.email.accountExists'], texts) },
});

/** After `/email/whitelist/remove`, Undo is `/email/whitelist/add`. */
export const trustedSenderUndo = defineUndo<SenderEntry>({
  operation: '/email/whitelist/remove',
  restore: (dispatch, { domain, sender }) => dispatch(changeCall('/email/whitelist/add', { domain, sender })).unwrap(),
  restored: ({ domain, sender }) => ({ id: 'toast.trustedRestored', values: { sender, domain } }),
  failures: { byStatus: domainGone, conflicts: conflictsOf('validation.sender.duplicate', ['validation.sender.blacklisted'], texts) },
});

/** After `/email/blacklist/remove`, Undo is `/email/blacklist/add`. */
export const blockedSenderUndo = defineUndo<SenderEntry>({
  operation: '/email/blacklist/remove',
  restore: (dispatch, { domain, sender }) => dispatch(changeCall('/email/blacklist/add', { domain, sender })).unwrap(),
  restored: ({ domain, sender }) => ({ id: 'toast.blockedRestored', values: { sender, domain } }),
  failures: { byStatus: domainGone, conflicts: conflictsOf('validation.sender.duplicate', ['validation.sender.whitelisted'], texts) },
});
