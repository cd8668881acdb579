import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormDialog, type FormDialogOptions } from '../hooks/use-form-dialog';
import type { MessageId } from '../i18n/messages';
import { ConfirmCheckbox } from './confirm-checkbox';
import { FormDialog } from './form-dialog';

type CallOptions<Reply> = Omit<FormDialogOptions<object, object, Reply>, 'initial' | 'schema' | 'call' | 'toast'> & {
  call: () => Promise<Reply>;
  toast: FormDialogOptions<object, object, Reply>['toast'];
};

export interface ConfirmDeleteDialogProps<Reply> extends CallOptions<Reply> {
  id: string;
  title: MessageId;
  submitLabel: MessageId;
  /** "Delete <b>x</b>?": what goes. */
  question: ReactNode;
  /** What cannot be undone, in red. */
  warning?: ReactNode;
  /** The "yes, I mean it" checkbox: the button stays disabled until it is ticked. */
  confirm?: { id: string; label: ReactNode };
  /** More to say before the checkbox (what stays behind, say). */
  children?: ReactNode;
}

/**
 * Deleting something: the question naming it, the warning, anything more, the confirmation when
 * asked for, and the red button that makes the call (`useFormDialog`: the toast, the banner on failure).
 */
export function ConfirmDeleteDialog<Reply>({ id, title, submitLabel, question, warning, confirm, children, call, ...options }: ConfirmDeleteDialogProps<Reply>) {
  const form = useFormDialog<object, object, Reply>({ initial: {}, call, ...options });
  const [confirmed, setConfirmed] = useState(false);
  return (
    <FormDialog
      form={form}
      id={id}
      title={<FormattedMessage id={title} />}
      submitLabel={<FormattedMessage id={submitLabel} />}
      submitVariant="danger"
      submitDisabled={!!confirm && !confirmed}
    >
      <p className={`text-break ${warning || children ? 'mb-2' : 'mb-0'}`}>{question}</p>
      {warning && <p className={`text-danger small ${children ? 'mb-2' : 'mb-0'}`}>{warning}</p>}
      {children}
      {confirm && (
        <ConfirmCheckbox id={confirm.id} checked={confirmed} onChange={setConfirmed}>
          {confirm.label}
        </ConfirmCheckbox>
      )}
    </FormDialog>
  );
}
