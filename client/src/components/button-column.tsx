import Button from 'react-bootstrap/Button';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import type { Column } from './list-table';

/**
 * The last column, of one button a row ("Change"): its header read to screen readers only, the
 * button's words, and its name for screen readers, which says which item it acts on.
 */
export function buttonColumn<T>({
  header,
  words,
  label,
  onClick,
  className = 'text-end',
}: {
  header: MessageId;
  words: MessageId;
  label: (item: T, intl: IntlShape) => string;
  onClick: (item: T) => void;
  className?: string;
}): Column<T> {
  return {
    id: 'actions',
    header,
    hiddenHeader: true,
    headerClassName: 'text-end',
    className,
    cell: (item, intl) => (
      <Button variant="outline-primary" size="sm" onClick={() => onClick(item)} aria-label={label(item, intl)}>
        <FormattedMessage id={words} />
      </Button>
    ),
  };
}
