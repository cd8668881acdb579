import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Table from 'react-bootstrap/Table';
import { ArrowReturnLeft, FileEarmark, FileEarmarkText, Folder2, Link45deg, QuestionCircle } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { ColumnHeading } from '../../components/data-labels';
import { SortHeader } from '../../components/list-table';
import { RowMenu, type RowMenuItem } from '../../components/row-menu';
import { SizeText } from '../../components/size-text';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import type { MessageId } from '../../i18n/messages';
import { formatListingDate } from '../../lib/format-date';
import type { FileSort } from './file-order';
import { isTextFile } from './paths';

export interface FileRowActions {
  open: (entry: FileEntry) => void;
  menu: (entry: FileEntry) => RowMenuItem[];
  /** Ticks or unticks a row; `range` (Shift) takes every row from the last one ticked. */
  toggle: (name: string, range: boolean) => void;
  /** The Delete key on a row: asks to delete it, or the selection when there is one. */
  remove: (entry: FileEntry) => void;
}

function EntryIcon({ entry }: { entry: FileEntry }) {
  const props = { 'aria-hidden': true, className: 'flex-shrink-0 me-2 file-icon' } as const;
  if (entry.type === 'directory') return <Folder2 {...props} className={`${props.className} text-warning`} />;
  if (entry.type === 'link') return <Link45deg {...props} className={`${props.className} text-info`} />;
  if (entry.type === 'file') return isTextFile(entry.name) ? <FileEarmarkText {...props} /> : <FileEarmark {...props} />;
  return <QuestionCircle {...props} />;
}

const noop = () => undefined;

interface RowProps {
  entry: FileEntry;
  index: number;
  actions: FileRowActions;
  compact: boolean;
  selected: boolean;
  /** The row the Tab key reaches (roving focus: one row of the table at a time). */
  tabbable: boolean;
}

const FileRow = memo(function FileRow({ entry, index, actions, compact, selected, tabbable }: RowProps) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: `files.type.${entry.type}` });
  const clickable = entry.type === 'directory' || entry.type === 'file';
  const when = formatListingDate(intl, entry);
  return (
    <tr
      data-testid="file-row"
      data-name={entry.name}
      data-type={entry.type}
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      className={selected ? 'table-active' : undefined}
    >
      <td className="file-check-cell">
        {/* The label makes the box's target big enough for a finger. */}
        <label className="file-check-hit">
          <input
            type="checkbox"
            className="form-check-input m-0 file-check"
            aria-label={intl.formatMessage({ id: 'files.select' }, { name: entry.name })}
            checked={selected}
            onChange={noop}
            onClick={(event) => actions.toggle(entry.name, event.shiftKey)}
            tabIndex={-1}
          />
        </label>
      </td>
      {/* The row's name: on a phone it wraps rather than being cut (tables.css). */}
      <td className="file-name-cell" data-row-name="">
        <div className="d-flex align-items-center min-w-0">
          <EntryIcon entry={entry} />
          <span className="visually-hidden">{kind}: </span>
          {clickable ? (
            <button
              type="button"
              className="btn btn-link p-0 text-start text-truncate file-open"
              title={entry.name}
              onClick={() => actions.open(entry)}
              tabIndex={-1}
            >
              {entry.name}
            </button>
          ) : (
            <span className="text-truncate" title={entry.name}>
              {entry.name}
            </span>
          )}
        </div>
        {entry.type === 'link' && (
          <div className="small text-body-secondary text-truncate file-target" title={entry.target ?? ''}>
            <span aria-hidden="true">→ </span>
            <span className="visually-hidden">
              <FormattedMessage id="files.column.target" />:{' '}
            </span>
            {entry.target}
          </div>
        )}
        {compact && <div className="small text-body-secondary text-truncate">{when}</div>}
      </td>
      <td className="text-end text-nowrap">{entry.type === 'file' ? <SizeText bytes={entry.size} /> : null}</td>
      {!compact && <td className="font-monospace small text-nowrap">{entry.permissions}</td>}
      {!compact && <td className="text-nowrap small">{when}</td>}
      <td className="text-end actions-cell">
        <RowMenu label={intl.formatMessage({ id: 'files.actions' }, { name: entry.name })} items={() => actions.menu(entry)} />
      </td>
    </tr>
  );
});

/** Ticks every row shown in the folder (on every page), or none; half-ticked when some are. */
function SelectAll({ count, selected, onChange }: { count: number; selected: number; onChange: (on: boolean) => void }) {
  const intl = useIntl();
  const box = useRef<HTMLInputElement>(null);
  const all = count > 0 && selected === count;
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  return (
    <label className="file-check-hit">
      <input
        ref={box}
        type="checkbox"
        id="files-select-all"
        className="form-check-input m-0 file-check"
        aria-label={intl.formatMessage({ id: 'files.selectAll' }, { count })}
        title={intl.formatMessage({ id: 'files.selectAll' }, { count })}
        checked={all}
        disabled={count === 0}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </label>
  );
}

export interface FilesTableProps {
  /** The rows of this page. */
  entries: readonly FileEntry[];
  atRoot: boolean;
  onParent: () => void;
  actions: FileRowActions;
  isSelected: (name: string) => boolean;
  /** How many rows the folder shows (the filter's hits, every page) and how many of them are ticked. */
  shownCount: number;
  selectedCount: number;
  onSelectAll: (on: boolean) => void;
  sort: FileSort;
  onSort: (sort: FileSort) => void;
  /** The empty text: the folder has nothing, or the filter matches nothing. */
  empty: MessageId;
}

const inField = (target: HTMLElement) =>
  target.closest('[role="menu"]') !== null || target.matches('input:not([type="checkbox"]), textarea, select, [contenteditable="true"]');

/**
 * The listing: a parent row unless at /, then the entries with their checkboxes. Rows are kept by
 * position (as `ListTable` keeps them): a keystroke in the filter gives them other entries, which
 * costs a fraction of building 100 new rows; a row keeps nothing of its own but its menu, which
 * knows the entry it was opened for. The rows take the
 * focus one at a time (roving): arrows, Home and End move it, Enter opens, Space ticks, Backspace
 * goes up, Delete asks to delete; the buttons in a row keep their own keys.
 */
export function FilesTable({ entries, atRoot, onParent, actions, isSelected, shownCount, selectedCount, onSelectAll, sort, onSort, empty }: FilesTableProps) {
  const intl = useIntl();
  const compact = useMediaQuery(PHONE_QUERY);
  const body = useRef<HTMLTableSectionElement>(null);
  const [focused, setFocused] = useState(0);
  const current = Math.min(focused, Math.max(entries.length - 1, 0));
  const columns = compact ? 4 : 6;

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(index, entries.length - 1));
    setFocused(next);
    body.current?.querySelector<HTMLElement>(`tr[data-index="${next}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    if (inField(target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = target.closest<HTMLElement>('tr[data-index]');
    if (!row || (target !== row && !target.matches('input[type="checkbox"]'))) return;
    const index = Number(row.dataset.index);
    const entry = entries[index];
    if (!entry) return;
    const onRow = target === row;
    if (event.key === 'ArrowDown') focusRow(index + 1);
    else if (event.key === 'ArrowUp') focusRow(index - 1);
    else if (event.key === 'Home') focusRow(0);
    else if (event.key === 'End') focusRow(entries.length - 1);
    else if (event.key === 'Enter' && onRow) actions.open(entry);
    else if (event.key === ' ' && onRow) actions.toggle(entry.name, event.shiftKey);
    else if (event.key === 'Backspace' && !atRoot) onParent();
    else if (event.key === 'Delete') actions.remove(entry);
    else return;
    event.preventDefault();
  };

  return (
    <Table hover responsive className="align-middle mb-0 files-table" data-testid="files-table" aria-label={intl.formatMessage({ id: 'files.tableLabel' })}>
      <thead>
        <tr>
          <th scope="col" className="file-check-cell">
            <SelectAll count={shownCount} selected={selectedCount} onChange={onSelectAll} />
          </th>
          <SortHeader column="name" label="files.column.name" sort={sort} onSort={onSort} />
          <SortHeader column="size" label="files.column.size" sort={sort} onSort={onSort} className="text-end" />
          {!compact && <ColumnHeading label="files.column.permissions" />}
          {!compact && <SortHeader column="date" label="files.column.modified" sort={sort} onSort={onSort} />}
          <ColumnHeading label="files.column.actions" className="text-end" hidden />
        </tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the rows take the focus (roving) and their keys are handled here, once for all rows */}
      <tbody
        ref={body}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
          if (row) setFocused(Number(row.dataset.index));
        }}
      >
        {!atRoot && (
          <tr data-testid="file-parent-row">
            <td colSpan={columns}>
              <button type="button" className="btn btn-link p-0 d-inline-flex align-items-center file-open" onClick={onParent}>
                <ArrowReturnLeft aria-hidden="true" className="me-2" />
                <FormattedMessage id="files.parent" />
              </button>
            </td>
          </tr>
        )}
        {entries.length === 0 ? (
          <tr>
            <td colSpan={columns} className="text-center text-body-secondary py-4" data-testid="files-empty">
              <FormattedMessage id={empty} />
            </td>
          </tr>
        ) : (
          entries.map((entry, index) => (
            <FileRow
              key={index}
              entry={entry}
              index={index}
              actions={actions}
              compact={compact}
              selected={isSelected(entry.name)}
              tabbable={index === current}
            />
          ))
        )}
      </tbody>
    </Table>
  );
}
