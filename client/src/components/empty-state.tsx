import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Icon } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** The first action: a primary button, or any control (a link to another site, say). */
type Action = ReactNode | { label: MessageId; onClick: () => void };

function isButton(action: Action): action is { label: MessageId; onClick: () => void } {
  return typeof action === 'object' && action !== null && 'label' in action && 'onClick' in action;
}

/**
 * A list with nothing in it yet (or a plan that lacks it): a sentence, centred, and the action that
 * helps (add the first one, upgrade). `inCard` puts it in a card that has a header already.
 */
export function EmptyState({
  testId,
  icon: Icon,
  text,
  detail,
  action,
  inCard,
}: {
  testId: string;
  icon?: Icon;
  text: MessageId;
  detail?: MessageId;
  action?: Action;
  inCard?: boolean;
}) {
  const sentence = <FormattedMessage id={text} />;
  // What more there is to know before the action (what an upgrade brings, say).
  const more = detail && (
    <p className="mb-3 text-body-secondary">
      <FormattedMessage id={detail} />
    </p>
  );
  // Without an action the sentence is all there is, in grey.
  const content = action ? (
    <>
      {Icon && <Icon aria-hidden="true" className="fs-2 text-body-secondary mb-2" />}
      <p className={more ? 'mb-2' : 'mb-3'}>{sentence}</p>
      {more}
      {isButton(action) ? (
        <Button variant="primary" onClick={action.onClick}>
          <FormattedMessage id={action.label} />
        </Button>
      ) : (
        action
      )}
    </>
  ) : more ? (
    <>
      <p className="mb-2">{sentence}</p>
      {more}
    </>
  ) : (
    sentence
  );
  const className = `text-center py-4${action ? '' : ' text-body-secondary'}`;
  if (inCard) {
    return (
      <Card.Body className={className} data-testid={testId}>
        {content}
      </Card.Body>
    );
  }
  return (
    <Card body className={className} data-testid={testId}>
      {content}
    </Card>
  );
}
