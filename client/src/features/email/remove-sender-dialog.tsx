import { FormattedMessage } from 'react-intl';
import type { SenderEntry } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';
import type { SenderList } from './sender-dialog';
import { blockedSenderUndo, trustedSenderUndo } from './undo';
import { useChange } from '../../api/changes';

export const SENDER_REMOVE_DIALOG_ID = 'email-sender-remove-dialog';

const TEXT = {
  white: { question: 'senders.trusted.removeQuestion', toast: 'toast.trustedRemoved', undo: trustedSenderUndo },
  black: { question: 'senders.blocked.removeQuestion', toast: 'toast.blockedRemoved', undo: blockedSenderUndo },
} as const;

/** Take a sender off a domain's trusted or blocked list. */
export function RemoveSenderDialog({ list, entry }: { list: SenderList; entry: SenderEntry }) {
  const [untrust] = useChange('/email/whitelist/remove');
  const [unblock] = useChange('/email/blacklist/remove');
  const text = TEXT[list];
  const { domain, sender } = entry;
  return (
    <ConfirmDeleteDialog
      id={SENDER_REMOVE_DIALOG_ID}
      title="senders.removeTitle"
      submitLabel="senders.remove"
      call={() => (list === 'white' ? untrust : unblock)({ domain, sender }).unwrap()}
      errors={{ 404: 'emails.error.senderGone' }}
      toast={{ id: text.toast, values: { sender, domain }, undo: text.undo.of({ domain, sender }) }}
      question={<FormattedMessage id={text.question} values={{ sender, domain, strong }} />}
    />
  );
}
