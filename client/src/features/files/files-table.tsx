import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import { ArrowReturnLeft, FileEarmark, FileEarmarkText, Folder2, Link45deg, QuestionCircle } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { RowMenu, type RowMenuItem } from '../../components/row-menu';
import { SizeText } from '../../components/size-text';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { isTextFile } from './paths';

export interface FileRowActions {
  open: (entry: FileEntry) => void;
  menu: (entry: FileEntry) => RowMenuItem[];
}

function EntryIcon({ entry }: { entry: FileEntry }) {
  const props = { 'aria-hidden': true, className: 'flex-shrink-0 me-2 file-icon' } as const;
  if (entry.type === 'directory') return <Folder2 {...props} className={`${props.className} text-warning`} />;
  if (entry.type === 'link') return <Link45deg {...props} className={`${props.className} text-info`} />;
  if (entry.type === 'file') return isTextFile(entry.name) ? <FileEarmarkText {...props} /> : <FileEarmark {...props} />;
  return <QuestionCircle {...props} />;
}

const FileRow = memo(function FileRow({ entry, actions, compact }: { entry: FileEntry; actions: FileRowActions; compact: boolean }) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: `files.type.${entry.type}` });
  const clickable = entry.type === 'directory' || entry.type === 'file';
  return (
    <tr data-testid="file-row" data-name={entry.name} data-type={entry.type}>
      <td className="file-name-cell">
        <div className="d-flex align-items-center min-w-0">
          <EntryIcon entry={entry} />
          <span className="visually-hidden">{kind}: </span>
          {clickable ? (
            <button type="button" className="btn btn-link p-0 text-start text-truncate file-open" title={entry.name} onClick={() => actions.open(entry)}>
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
      </td>
      <td className="text-end text-nowrap">{entry.type === 'file' ? <SizeText bytes={entry.size} /> : null}</td>
      {!compact && <td className="font-monospace small text-nowrap">{entry.permissions}</td>}
      {!compact && (
        <td className="text-nowrap small">
          {entry.day} {entry.month} {entry.time}
        </td>
      )}
      <td className="text-end actions-cell">
        <RowMenu label={intl.formatMessage({ id: 'files.actions' }, { name: entry.name })} items={() => actions.menu(entry)} />
      </td>
    </tr>
  );
});

/** The listing: a parent row unless at /, then the entries; empty text when there are none. */
export function FilesTable({ entries, atRoot, onParent, actions }: { entries: readonly FileEntry[]; atRoot: boolean; onParent: () => void; actions: FileRowActions }) {
  const intl = useIntl();
  const compact = useMediaQuery(PHONE_QUERY);
  const columns = compact ? 3 : 5;
  return (
    <Table hover responsive className="align-middle mb-0 files-table" data-testid="files-table" aria-label={intl.formatMessage({ id: 'files.tableLabel' })}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="files.column.name" />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage id="files.column.size" />
          </th>
          {!compact && (
            <th scope="col">
              <FormattedMessage id="files.column.permissions" />
            </th>
          )}
          {!compact && (
            <th scope="col">
              <FormattedMessage id="files.column.modified" />
            </th>
          )}
          <th scope="col" className="text-end">
            <span className="visually-hidden">
              <FormattedMessage id="files.column.actions" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
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
              <FormattedMessage id="files.empty" />
            </td>
          </tr>
        ) : (
          entries.map((entry) => <FileRow key={entry.name} entry={entry} actions={actions} compact={compact} />)
        )}
      </tbody>
    </Table>
  );
}
