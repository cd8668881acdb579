import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorBoundary, failureReason } from './error-boundary';
import { InfoDialog } from './info-dialog';

/**
 * A dialog that broke while drawing (a reply it shows was not as expected, or its code did not
 * arrive): in its place, a dialog that says so with Close, so the screen under it stays usable.
 */
function DialogFailed({ error }: { error: Error }) {
  return (
    <InfoDialog id="dialog-failed" title={<FormattedMessage id="dialogFailed.title" />}>
      <p className="mb-0">
        <FormattedMessage id={failureReason(error) === 'code' ? 'dialogFailed.code' : 'dialogFailed.reply'} />
      </p>
    </InfoDialog>
  );
}

/** The error boundary of the one dialog the host shows (each showing is its own, so no reset is needed). */
export function DialogBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <DialogFailed error={error} />}>{children}</ErrorBoundary>;
}
