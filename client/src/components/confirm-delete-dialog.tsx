import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormDialog, type FormDialogOptions } from '../hooks/use-form-dialog';
import type { MessageId } from '../i18n/messages';
import { ConfirmCheckbox } from './confirm-checkbox';
import { FormDialog } from './form-dialog';
import { strong } from './rich-text';

type CallOptions<Reply> = Omit<FormDialogOptions<object, object, Reply>, 'initial' | 'schema' | 'call' | 'toast'> & {
  /** The removal: a feature's mutation, unwrapped (its reply's lists reach the cache before it settles). */
  call: () => Promise<Reply>;
  toast: FormDialogOptions<object, object, Reply>['toast'];
};

/** A catalogue prefix with `.title`, `.submit` and `.question` (and `.warning`, `.confirm` where asked for). */
export type DeleteTexts = {
  [K in MessageId]: K extends `${infer P}.question` ? (`${P}.title` extends MessageId ? (`${P}.submit` extends MessageId ? P : never) : never) : never;
}[MessageId];

interface OwnTexts {
  title: MessageId;
  submitLabel: MessageId;
  /** "Delete <b>x</b>?": what goes. */
  question: ReactNode;
  /** What cannot be undone, in red. */
  warning?: ReactNode;
  /** The "yes, I mean it" checkbox: the button stays disabled until it is ticked. */
  confirm?: { id: string; label: ReactNode };
}

interface PrefixTexts {
  /** `{texts}.title`, `.submit`, `.question` (with `values`, names in bold), `.warning` and `.confirm` (the checkbox's label) when asked for. */
  texts: DeleteTexts;
  values?: Record<string, string | number>;
  warning?: boolean;
  /** The confirmation checkbox's id. */
  confirm?: string;
}

export type ConfirmDeleteDialogProps<Reply> = CallOptions<Reply> & {
  id: string;
  /** What goes cannot be put back (no Undo follows): the dialog says so plainly. */
  irreversible?: boolean;
  /** More to say before the checkbox (what stays behind, say). */
  children?: ReactNode;
} & (OwnTexts | PrefixTexts);

function textsOf(props: OwnTexts | PrefixTexts): OwnTexts {
  if (!('texts' in props)) return props;
  const { texts, values, warning, confirm } = props;
  const id = (part: string) => `${texts}.${part}` as MessageId;
  return {
    title: id('title'),
    submitLabel: id('submit'),
    question: <FormattedMessage id={id('question')} values={{ ...values, strong }} />,
    warning: warning && <FormattedMessage id={id('warning')} />,
    confirm: confirm ? { id: confirm, label: <FormattedMessage id={id('confirm')} values={values} /> } : undefined,
  };
}

/**
 * Deleting something: the question naming it, the warning, that it cannot be undone when it cannot,
 * anything more, the confirmation when asked for, and the red button that makes the call
 * (`useFormDialog`: the toast, with Undo when its `undo` says what to put back; the banner on failure).
 */
export function ConfirmDeleteDialog<Reply>(props: ConfirmDeleteDialogProps<Reply>) {
  const { id, children, irreversible, call, errors, failureOf, toast, onSuccess } = props;
  const { title, submitLabel, question, warning, confirm } = textsOf(props);
  const form = useFormDialog<object, object, Reply>({ initial: {}, call, errors, failureOf, toast, onSuccess });
  const [confirmed, setConfirmed] = useState(false);
  return (
    <FormDialog
      form={form}
      id={id}
      title={<FormattedMessage id={title} />}
      submitLabel={<FormattedMessage id={submitLabel} />}
      submitVariant="danger"
      initialFocus="button"
      submitDisabled={!!confirm && !confirmed}
    >
      <p className={`text-break ${warning || irreversible || children ? 'mb-2' : 'mb-0'}`}>{question}</p>
      {warning && <p className={`text-danger small ${irreversible || children ? 'mb-2' : 'mb-0'}`}>{warning}</p>}
      {irreversible && (
        <p className={`small fw-semibold ${children ? 'mb-2' : 'mb-0'}`} data-testid="cannot-undo">
          <FormattedMessage id="common.cannotUndo" />
        </p>
      )}
      {children}
      {confirm && (
        <ConfirmCheckbox id={confirm.id} checked={confirmed} onChange={setConfirmed}>
          {confirm.label}
        </ConfirmCheckbox>
      )}
    </FormDialog>
  );
}
