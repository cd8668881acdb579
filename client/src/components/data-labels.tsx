import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

// Catalogue texts that label data: a table column's heading, a description list's term.

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

/**
 * One term of a description list laid out as a row (`<dl className="row">`): the term from the
 * catalogue in a third of the width, its value in the rest. `muted` greys the term (read as a label,
 * the value stands out); `className` is the value's own (`text-break`, a flex row).
 */
export function TermRow({ label, muted, className, children }: { label: MessageId; muted?: boolean; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className={muted ? 'col-sm-4 text-body-secondary fw-normal' : 'col-sm-4'}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={className ? `col-sm-8 ${className}` : 'col-sm-8'}>{children}</dd>
    </>
  );
}
