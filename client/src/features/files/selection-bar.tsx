import Button from 'react-bootstrap/Button';
import { ArrowRightSquare, Key, Trash, XLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';

/** What can be done with the ticked rows, above the listing: how many, move, permissions, delete, and clearing the ticks. */
export function SelectionBar({
  count,
  filtered,
  onMove,
  onChmod,
  onDelete,
  onClear,
}: {
  count: number;
  filtered: boolean;
  onMove: () => void;
  onChmod: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const clear = intl.formatMessage({ id: 'files.selection.clear' });
  return (
    <div
      className="files-selection d-flex flex-wrap align-items-center gap-2 px-3 py-2 border-bottom bg-body"
      role="group"
      aria-label={intl.formatMessage({ id: 'files.selection.label' })}
      data-testid="files-selection"
    >
      <span className="fw-semibold me-1" aria-live="polite" data-testid="files-selected-count">
        <FormattedMessage id="files.selection.count" values={{ count }} />
      </span>
      <Button variant="link" size="sm" className="files-selection-clear me-auto" onClick={onClear} aria-label={clear} title={clear}>
        <XLg aria-hidden="true" />
      </Button>
      {/* The actions wrap together: on a phone they take the line under the count. */}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" size="sm" onClick={onMove} id="files-bulk-move">
          <ArrowRightSquare aria-hidden="true" className="me-1" />
          <FormattedMessage id="files.bulk.move" />
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onChmod} id="files-bulk-chmod">
          <Key aria-hidden="true" className="me-1" />
          <FormattedMessage id="files.bulk.chmod" />
        </Button>
        <Button variant="outline-danger" size="sm" onClick={onDelete} id="files-bulk-delete">
          <Trash aria-hidden="true" className="me-1" />
          <FormattedMessage id="files.bulk.delete" />
        </Button>
      </div>
      {filtered && (
        <p className="small text-body-secondary mb-0 w-100" data-testid="files-selection-filtered">
          <FormattedMessage id="files.selection.filtered" />
        </p>
      )}
    </div>
  );
}
