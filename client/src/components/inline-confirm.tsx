import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { LoadingButton } from './loading-button';

/**
 * A question asked in place, above what it is about (end the other sessions, remove a record, delete
 * from the trash, restore from a backup): its words, Cancel (focused as it shows, and again when it
 * asks about another `subject`, the safe choice) and the button that does it, busy while it runs.
 */
export function InlineConfirm({
  id,
  question,
  subject,
  action,
  variant = 'danger',
  busy,
  onCancel,
  onConfirm,
  testId,
  confirmTestId,
}: {
  /** `${id}-text` names the question, which names the group. */
  id: string;
  question: ReactNode;
  subject?: unknown;
  action: ReactNode;
  variant?: 'danger' | 'warning';
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
  confirmTestId: string;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), [subject]);
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="group" aria-labelledby={`${id}-text`} data-testid={testId}>
      <span id={`${id}-text`} className="me-auto text-break">
        {question}
      </span>
      <Button ref={cancel} variant="secondary" size="sm" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <LoadingButton variant={variant} size="sm" loading={busy} onClick={onConfirm} data-testid={confirmTestId}>
        {action}
      </LoadingButton>
    </div>
  );
}
