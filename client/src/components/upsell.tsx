import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { EmptyState } from './empty-state';
import { ExternalButton, ExternalLink } from './external-link';

/**
 * A plan limit in place of a list: what is missing, what the plans that have it bring (`brings`),
 * and the way to the upsell page in a new tab (a link, or a button that opens it).
 */
export function Upsell({
  testId,
  text,
  brings,
  label,
  href,
  asButton = false,
}: {
  testId: string;
  text: MessageId;
  brings: MessageId;
  label: MessageId;
  href: string | undefined;
  asButton?: boolean;
}) {
  const words = <FormattedMessage id={label} />;
  return (
    <EmptyState
      testId={testId}
      text={text}
      detail={brings}
      action={
        asButton ? (
          <ExternalButton variant="primary" url={href}>
            {words}
          </ExternalButton>
        ) : (
          <ExternalLink className="btn btn-primary" href={href}>
            {words}
          </ExternalLink>
        )
      }
    />
  );
}
