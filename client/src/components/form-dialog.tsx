import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { DialogFrame, useCloseDialog, type DialogFrameProps } from './dialog-frame';
import { FailureBanner } from './failure-banner';
import { LoadingButton } from './loading-button';

/** Scrolls the warning into view once it is drawn, after the focus has gone to Close. */
const showWarning = (warning: HTMLDivElement | null) => {
  if (warning) requestAnimationFrame(() => warning.scrollIntoView({ block: 'nearest' }));
};

/** What the frame needs from the form's state (`useFormDialog` gives it). */
export interface FormDialogState {
  loading: boolean;
  failure: MessageId | null;
  /** Values the failure's message names (the entry a 409 is about, say). */
  failureValues?: Record<string, string>;
  /** The failed call itself: whether anything changed, Retry where safe, and the reference for support. */
  failed?: unknown;
  /** The call succeeded but the lists do not show its effect: a warning, and Close in place of the buttons. */
  unconfirmed?: boolean;
  submit: () => void;
}

/** A catalogue prefix with `.title` and `.submit`: the dialog's title and its submit button's words. */
export type FormDialogTexts = {
  [K in MessageId]: K extends `${infer P}.title` ? (`${P}.submit` extends MessageId ? P : never) : never;
}[MessageId];

/** A catalogue prefix with `.createTitle`, `.modifyTitle` and `.create`: a dialog that creates an entry or modifies one. */
export type EntryDialogTexts = {
  [K in MessageId]: K extends `${infer P}.modifyTitle` ? (`${P}.createTitle` | `${P}.create` extends MessageId ? P : never) : never;
}[MessageId];

/**
 * The title and the submit button's words: given, or a catalogue prefix's (`texts`); for a dialog
 * that creates or modifies (`modify` given), its prefix's create title and button, or its modify
 * title and Save.
 */
type FormDialogWords =
  | { title: ReactNode; submitLabel: ReactNode; texts?: never; modify?: never }
  | { texts: FormDialogTexts; title?: never; submitLabel?: never; modify?: never }
  | { texts: EntryDialogTexts; modify: boolean; title?: never; submitLabel?: never };

function wordsOf(texts: FormDialogTexts | EntryDialogTexts, modify: boolean | undefined) {
  if (modify === undefined) return { title: `${texts}.title` as MessageId, submit: `${texts}.submit` as MessageId };
  return modify
    ? { title: `${texts}.modifyTitle` as MessageId, submit: 'common.save' as const }
    : { title: `${texts}.createTitle` as MessageId, submit: `${texts}.create` as MessageId };
}

/**
 * A dialog around a form, driven by `useFormDialog`: the failed call's banner above the fields, then
 * Cancel and the submit button; a call whose effect the lists do not show (`unconfirmed`) leaves a
 * warning saying so and only Close. Nothing is submitted while `submitDisabled` holds (an unticked
 * confirmation, say), not even with Enter.
 */
export function FormDialog({
  form,
  texts,
  modify,
  title = texts && <FormattedMessage id={wordsOf(texts, modify).title} />,
  submitLabel = texts && <FormattedMessage id={wordsOf(texts, modify).submit} />,
  submitVariant = 'primary',
  submitDisabled,
  cancelLabel,
  children,
  ...frame
}: Omit<DialogFrameProps, 'title'> &
  FormDialogWords & {
    form: FormDialogState;
    submitVariant?: ButtonProps['variant'];
    submitDisabled?: boolean;
    cancelLabel?: ReactNode;
  }) {
  const close = useCloseDialog(frame.onClose);
  return (
    <DialogFrame
      {...frame}
      title={title}
      onSubmit={() => {
        if (submitDisabled) return;
        form.submit();
        // A field the rules refused takes the focus, so its message is read out and in view (a phone's long form).
        requestAnimationFrame(() => {
          const invalid = document.getElementById(frame.id)?.querySelector<HTMLElement>('[aria-invalid="true"]');
          if (invalid && !invalid.contains(document.activeElement)) invalid.focus();
        });
      }}
      footer={
        form.unconfirmed ? (
          <Button key="close" variant="primary" onClick={close} autoFocus>
            <FormattedMessage id="common.close" />
          </Button>
        ) : (
          <>
            <Button variant="outline-secondary" onClick={close}>
              {cancelLabel ?? <FormattedMessage id="common.cancel" />}
            </Button>
            <LoadingButton type="submit" variant={submitVariant} loading={form.loading} disabled={submitDisabled}>
              {submitLabel}
            </LoadingButton>
          </>
        )
      }
    >
      {form.unconfirmed && (
        // Close takes the focus (and scrolls the dialog down to it): the warning is brought back into view.
        <div className="alert alert-warning py-2" role="alert" data-testid="effect-missing" ref={showWarning}>
          <strong className="d-block">
            <FormattedMessage id="effectMissing.title" />
          </strong>
          <FormattedMessage id="effectMissing.text" />
        </div>
      )}
      {form.failure && (
        <FailureBanner failure={form.failed ?? true} onRetry={form.submit} retrying={form.loading}>
          <FormattedMessage id={form.failure} values={form.failureValues} />
        </FailureBanner>
      )}
      {children}
    </DialogFrame>
  );
}
