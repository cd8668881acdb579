import { FormattedMessage } from 'react-intl';
import type { SenderEntry } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import type { SenderList } from './sender-dialog';

export const SENDER_REMOVE_DIALOG_ID = 'email-sender-remove-dialog';

const TEXT = {
  white: { question: 'senders.trusted.removeQuestion', toast: 'toast.trustedRemoved', path: '/email/whitelist/remove' },
  black: { question: 'senders.blocked.removeQuestion', toast: 'toast.blockedRemoved', path: '/email/blacklist/remove' },
} as const;

/** Take a sender off a domain's trusted or blocked list. */
export function RemoveSenderDialog({ list, entry }: { list: SenderList; entry: SenderEntry }) {
  const api = useApi();
  const text = TEXT[list];
  const form = useFormDialog({
    initial: {},
    call: () => api.call(text.path, { domain: entry.domain, sender: entry.sender }),
    errors: { 404: 'emails.error.senderGone' },
    toast: { id: text.toast, values: { sender: entry.sender, domain: entry.domain } },
  });
  return (
    <FormDialog form={form} id={SENDER_REMOVE_DIALOG_ID} title={<FormattedMessage id="senders.removeTitle" />} submitLabel={<FormattedMessage id="senders.remove" />} submitVariant="danger">
      <p className="mb-0 text-break">
        <FormattedMessage id={text.question} values={{ sender: entry.sender, domain: entry.domain, strong }} />
      </p>
    </FormDialog>
  );
}
