import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { failureCode, type FailureReference } from '../api/errors';
import type { MessageId } from '../i18n/messages';
import { LoadingButton } from './loading-button';

/**
 * Whether sending a failed call again is safe and may help: no reply came (the network), or the
 * server failed on its side (a failed call changes nothing). A refusal (400, 409 …) needs other input.
 */
export function canRetry(failure: unknown): boolean {
  const code = failureCode(failure);
  return code === 0 || (code !== undefined && code >= 500);
}

/** What a failed change left: nothing (the server answered no), maybe nothing (no reply), maybe done (a bad 2xx reply). */
function outcomeOf(failure: unknown): MessageId | undefined {
  const code = failureCode(failure);
  if (code === undefined || code < 0) return undefined;
  if (code === 0) return 'failure.notReceived';
  return code < 300 ? 'failure.maybeChanged' : 'failure.unchanged';
}

function referenceOf(failure: unknown): FailureReference | undefined {
  if (typeof failure !== 'object' || failure === null) return undefined;
  const { reference } = failure as { reference?: Partial<FailureReference> };
  return typeof reference?.operation === 'string' && typeof reference.at === 'number' ? { operation: reference.operation, at: reference.at } : undefined;
}

/** The reference a customer quotes to support: the call and the time it failed (UTC, the server's clock). */
export function referenceText(reference: FailureReference): string {
  return `${reference.operation} · ${new Date(reference.at).toISOString().slice(11, 19)} UTC`;
}

/** Whether anything changed (for a change) and the reference to quote to support; nothing when neither is known. */
export function FailureDetails({ failure, change = true }: { failure: unknown; change?: boolean }) {
  const outcome = change ? outcomeOf(failure) : undefined;
  const reference = referenceOf(failure);
  if (!outcome && !reference) return null;
  return (
    <div className="small mt-1" data-testid="failure-details">
      {outcome && <FormattedMessage id={outcome} />}
      {outcome && reference && ' '}
      {reference && (
        <span className="failure-reference d-block">
          <FormattedMessage
            id="failure.reference"
            values={{
              reference: (
                <code key="reference" className="text-reset">
                  {referenceText(reference)}
                </code>
              ),
            }}
          />
        </span>
      )}
    </div>
  );
}

/**
 * Every failed call's banner, in dialogs and on screens: what failed (`children`), whether anything
 * changed (for a change, `change`), Retry where sending again is safe (`onRetry` given; a read always
 * is), and the reference to quote to support. Nothing without a failure.
 */
export function FailureBanner({
  failure,
  children,
  change = true,
  onRetry,
  retrying = false,
  testId,
}: {
  failure: unknown;
  children: ReactNode;
  change?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  testId?: string;
}) {
  if (!failure) return null;
  // The alert is the message alone (what a screen reader announces, the spec's words); Retry and the
  // details sit beside it in the same box.
  return (
    <div className="alert alert-danger error-banner failure-banner py-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto" role="alert" data-testid={testId}>
          {children}
        </span>
        {onRetry && (!change || canRetry(failure)) && (
          <LoadingButton variant="danger" size="sm" className="failure-retry" loading={retrying} onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </LoadingButton>
        )}
      </div>
      <FailureDetails failure={failure} change={change} />
    </div>
  );
}
