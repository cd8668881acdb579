import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';
import { ErrorBanner } from './error-banner';
import { LoadingButton } from './loading-button';

/**
 * A dialog around a form (pair it with `useDialogCall`): the failed call's banner above the fields,
 * then Cancel and the submit button. `onSubmit` is not called while the call runs or while
 * `submitDisabled` holds (an unticked confirmation, say).
 */
export function FormDialog({
  submitLabel,
  submitVariant = 'primary',
  submitDisabled,
  cancelLabel,
  loading,
  failure,
  onSubmit,
  children,
  ...frame
}: DialogFrameProps & {
  submitLabel: ReactNode;
  submitVariant?: ButtonProps['variant'];
  submitDisabled?: boolean;
  cancelLabel?: ReactNode;
  loading: boolean;
  failure: MessageId | null;
  onSubmit: () => void;
}) {
  return (
    <DialogFrame
      {...frame}
      onSubmit={() => {
        if (!loading && !submitDisabled) onSubmit();
      }}
      footer={
        <>
          <Button variant="outline-secondary" onClick={frame.onHide}>
            {cancelLabel ?? <FormattedMessage id="common.cancel" />}
          </Button>
          <LoadingButton type="submit" variant={submitVariant} loading={loading} disabled={submitDisabled}>
            {submitLabel}
          </LoadingButton>
        </>
      }
    >
      <ErrorBanner>{failure && <FormattedMessage id={failure} />}</ErrorBanner>
      {children}
    </DialogFrame>
  );
}
