import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { dialogErrorMessage } from '../lib/dialog-error';
import { ErrorBanner } from './error-banner';
import { LoadingButton } from './loading-button';

/**
 * A refresh that failed while older data stays on screen: says what could not be refreshed (`what`),
 * why ('Cannot connect to the server…' when no reply came), and offers Retry. Nothing without a failure.
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
  if (!failure) return null;
  return (
    <ErrorBanner className="d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto" data-testid={testId}>
        <FormattedMessage id={what} /> <FormattedMessage id={dialogErrorMessage(failure)} />
      </span>
      <LoadingButton variant="danger" size="sm" className="refresh-retry" loading={retrying} onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </LoadingButton>
    </ErrorBanner>
  );
}
