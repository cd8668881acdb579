import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * A list with nothing in it yet (or a plan that lacks it): a sentence, centred, and the action that
 * helps (add the first one, upgrade). `inCard` puts it in a card that has a header already.
 */
export function EmptyState({ testId, icon, text, action, inCard }: { testId: string; icon?: ReactNode; text: ReactNode; action?: ReactNode; inCard?: boolean }) {
  // Without an action the sentence is all there is, in grey.
  const content = action ? (
    <>
      {icon}
      <p className="mb-3">{text}</p>
      {action}
    </>
  ) : (
    text
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
