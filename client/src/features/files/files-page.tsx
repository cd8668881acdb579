import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import Placeholder from 'react-bootstrap/Placeholder';
import { ArrowClockwise, CloudUpload, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { useFileListQuery, selectLists } from '../../api/queries';
import { useDialogs } from '../../components/dialog-host';
import { PageTitle } from '../../components/page-title';
import { Pager, pageCountOf } from '../../components/pager';
import type { RowMenuItem } from '../../components/row-menu';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { sortFileEntries } from '../../lib/file-order';
import { fileDirSet } from '../../store/navigation-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ChmodDialog } from './chmod-dialog';
import { CreateDirectoryDialog, CreateFileDialog, CreateLinkDialog } from './create-entry-dialog';
import { DeleteDialog } from './delete-dialog';
import { EditorDialog } from './editor-dialog';
import { FilesTable, type FileRowActions } from './files-table';
import { isTextFile, joinPath, parentPath, pathChoices } from './paths';
import { RenameDialog } from './rename-dialog';
import { UploadDialog } from './upload-dialog';

/** Rows per page: a folder of 10,000 files is paged, never drawn whole. */
export const FILES_PAGE_SIZE = 100;

export function FilesPage() {
  const intl = useIntl();
  const api = useApi();
  const dispatch = useAppDispatch();
  const { show } = useDialogs();
  const dir = useAppSelector((state) => state.navigation.fileDir);
  const domains = useAppSelector((state) => selectLists(state).domains);
  const [page, setPage] = useState({ dir, index: 0 });
  // `currentData`, not `data`: a folder that fails to load must not show the previous folder's files.
  const { currentData: data, error, isFetching, refetch } = useFileListQuery({ directory: dir });
  const isLoading = !data && !error && isFetching;

  const go = (path: string) => dispatch(fileDirSet(path));

  useScreenEntry('files', ({ action, domain }) => {
    if (action !== 'browse' || !domain) return;
    // The domain's folder as the lists give it (domain names match whatever their case); a domain
    // not in the lists has no folder the client could know, so the browser stays where it is.
    const wanted = domain.toLowerCase();
    const found = domains.find((d) => d.domain.toLowerCase() === wanted);
    if (found) go(found.directory);
  });

  // The contract promises no order: folders first, then names, sorted here.
  const entries = useMemo(() => sortFileEntries(data?.files ?? []), [data]);
  const names = useMemo(() => entries.map((e) => e.name), [entries]);
  const choices = useMemo(() => pathChoices(dir, domains.map((d) => d.directory)), [dir, domains]);
  const pageIndex = page.dir === dir ? Math.min(page.index, pageCountOf(entries.length, FILES_PAGE_SIZE) - 1) : 0;
  const visible = useMemo(() => entries.slice(pageIndex * FILES_PAGE_SIZE, (pageIndex + 1) * FILES_PAGE_SIZE), [entries, pageIndex]);

  const actions: FileRowActions = useMemo(() => {
    const open = (entry: FileEntry) => {
      if (entry.type === 'directory') return go(joinPath(dir, entry.name));
      if (entry.type !== 'file') return;
      if (isTextFile(entry.name)) show(<EditorDialog dir={dir} name={entry.name} />);
      else api.download('/file/file/download', { file: joinPath(dir, entry.name) });
    };
    const menu = (entry: FileEntry): RowMenuItem[] => {
      const rename = { label: 'files.menu.rename', run: () => show(<RenameDialog dir={dir} entry={entry} taken={names} />) } as const;
      const chmod = { label: 'files.menu.chmod', run: () => show(<ChmodDialog dir={dir} entry={entry} />) } as const;
      const remove = { label: 'files.menu.delete', danger: true, run: () => show(<DeleteDialog dir={dir} entry={entry} />) } as const;
      if (entry.type === 'directory') return [{ label: 'files.menu.open', run: () => open(entry) }, rename, chmod, remove];
      if (entry.type === 'link' || entry.type === 'other') return [rename, remove];
      return [
        ...(isTextFile(entry.name) ? [{ label: 'files.menu.edit', run: () => show(<EditorDialog dir={dir} name={entry.name} />) } as const] : []),
        { label: 'files.menu.download', run: () => api.download('/file/file/download', { file: joinPath(dir, entry.name) }) },
        rename,
        chmod,
        remove,
      ];
    };
    return { open, menu };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` only dispatches
  }, [api, dir, names, show]);

  return (
    <>
      <PageTitle id="files.title">
        <div className="d-flex flex-wrap gap-2">
          <Dropdown>
            <Dropdown.Toggle variant="primary" size="sm" id="files-create" data-primary-create>
              <PlusLg aria-hidden="true" className="me-1" />
              <FormattedMessage id="files.create" />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item as="button" onClick={() => show(<CreateDirectoryDialog dir={dir} taken={names} />)}>
                <FormattedMessage id="files.create.directory" />
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => show(<CreateFileDialog dir={dir} taken={names} />)}>
                <FormattedMessage id="files.create.file" />
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => show(<CreateLinkDialog dir={dir} taken={names} />)}>
                <FormattedMessage id="files.create.link" />
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
          <Dropdown>
            <Dropdown.Toggle variant="outline-secondary" size="sm" id="files-upload">
              <CloudUpload aria-hidden="true" className="me-1" />
              <FormattedMessage id="files.upload" />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item as="button" onClick={() => show(<UploadDialog dir={dir} />)}>
                <FormattedMessage id="files.upload.files" />
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => show(<UploadDialog dir={dir} archive />)}>
                <FormattedMessage id="files.upload.archive" />
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </div>
      </PageTitle>
      <Card>
        <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
          <label htmlFor="files-path" className="visually-hidden">
            <FormattedMessage id="files.path" />
          </label>
          <select id="files-path" className="form-select form-select-sm files-path font-monospace" value={dir} onChange={(event) => go(event.currentTarget.value)}>
            {choices.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
          <Button
            variant="outline-secondary"
            size="sm"
            className="files-refresh"
            onClick={() => void refetch()}
            disabled={isFetching}
            aria-label={intl.formatMessage({ id: 'files.refresh' })}
            title={intl.formatMessage({ id: 'files.refresh' })}
          >
            <ArrowClockwise aria-hidden="true" />
          </Button>
          {data && (
            <span className="ms-auto small text-body-secondary" data-testid="files-count">
              <FormattedMessage id="files.count" values={{ count: entries.length }} />
            </span>
          )}
        </Card.Header>
        {isLoading ? (
          <div className="p-3" aria-busy="true" data-testid="files-loading">
            <span className="visually-hidden">
              <FormattedMessage id="files.loading" />
            </span>
            {Array.from({ length: 6 }, (_, i) => (
              <Placeholder key={i} as="div" animation="glow" className="mb-2">
                <Placeholder xs={i % 2 ? 7 : 5} />
              </Placeholder>
            ))}
          </div>
        ) : error && !data ? (
          <div className="p-4 text-center" data-testid="files-error">
            <p className="text-danger mb-3" role="alert">
              <FormattedMessage id="files.loadFailed" />
            </p>
            <div className="d-flex justify-content-center gap-2">
              <Button variant="outline-secondary" size="sm" onClick={() => void refetch()}>
                <FormattedMessage id="files.retry" />
              </Button>
              {dir !== '/' && (
                <Button variant="outline-secondary" size="sm" onClick={() => go('/')}>
                  <FormattedMessage id="files.goHome" />
                </Button>
              )}
            </div>
          </div>
        ) : (
          <FilesTable entries={visible} atRoot={dir === '/'} onParent={() => go(parentPath(dir))} actions={actions} />
        )}
        {entries.length > FILES_PAGE_SIZE && (
          <Card.Footer className="bg-body">
            <Pager page={pageIndex} pageSize={FILES_PAGE_SIZE} total={entries.length} onPage={(index) => setPage({ dir, index })} label={intl.formatMessage({ id: 'files.pager' })} />
          </Card.Footer>
        )}
      </Card>
    </>
  );
}
