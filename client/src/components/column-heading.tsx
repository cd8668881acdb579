import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * A table column's heading, its text from the catalogue. `hidden`: read by screen readers only, for a
 * column whose cells speak for themselves (the row's buttons, the permission grid's row names).
 */
export function ColumnHeading({ label, className, hidden }: { label: MessageId; className?: string; hidden?: boolean }) {
  const text = <FormattedMessage id={label} />;
  return (
    <th scope="col" className={className}>
      {hidden ? <span className="visually-hidden">{text}</span> : text}
    </th>
  );
}
