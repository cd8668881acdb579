import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { dialogErrorMessage } from '../lib/dialog-error';
import { FailureBanner } from './failure-banner';

/**
 * A refresh that failed while older data stays on screen: says what could not be refreshed (`what`),
 * why ('Cannot connect to the server…' when no reply came), the reference, and offers Retry. Nothing without a failure.
 */
export function RefreshFailed({
  failure,
  what,
  onRetry,
  retrying,
  testId,
}: {
  failure: unknown;
  what: MessageId;
  onRetry: () => void;
  retrying: boolean;
  testId: string;
}) {
  return (
    <FailureBanner failure={failure} change={false} onRetry={onRetry} retrying={retrying} testId={testId}>
      <FormattedMessage id={what} /> <FormattedMessage id={dialogErrorMessage(failure)} />
    </FailureBanner>
  );
}
