import { lazy, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { ArrowClockwise } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { useFileListQuery, selectLists } from '../../api/queries';
import { useDialogs } from '../../components/dialog-context';
import { PageTitle } from '../../components/page-title';
import { ButtonBar } from '../../components/toolbar-button';
import { RefreshFailed } from '../../components/refresh-failed';
import { Pager, pageCountOf } from '../../components/pager';
import type { RowMenuItem } from '../../components/row-menu';
import { SearchBox } from '../../components/search-box';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { serverNow } from '../../lib/server-time';
import { fileDirSet } from '../../store/navigation-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ChmodDialog } from './chmod-dialog';
import { CreateUploadMenus } from './create-upload-menus';
import { DeleteDialog } from './delete-dialog';
import { EditorDialog } from './editor-dialog';
import { BY_NAME, sortFileEntries, type FileSort } from './file-order';
import { FilesTable, type FileRowActions } from './files-table';
import { PathBreadcrumb } from './path-breadcrumb';
import { isTextFile, joinPath, parentPath, pathChoices } from './paths';
import { RenameDialog } from './rename-dialog';
import { SelectionBar } from './selection-bar';
import { SortSelect } from './sort-select';
import { useSelection } from './use-selection';

// The bulk dialogs come with their first use.
const BulkDeleteDialog = lazy(() => import('./bulk-delete-dialog'));
const BulkMoveDialog = lazy(() => import('./bulk-move-dialog'));
const BulkChmodDialog = lazy(() => import('./bulk-chmod-dialog'));

/** The filter's hits: names holding the text, whatever their case (`lower`: the names lower-cased, once per listing). */
function filterEntries(entries: readonly FileEntry[], lower: readonly string[], text: string): readonly FileEntry[] {
  const needle = text.trim().toLowerCase();
  return needle ? entries.filter((_, i) => lower[i].includes(needle)) : entries;
}

/** Rows per page: a folder of 10,000 files is paged, never drawn whole. */
export const FILES_PAGE_SIZE = 100;

export function FilesPage() {
  const intl = useIntl();
  const api = useApi();
  const dispatch = useAppDispatch();
  const { show } = useDialogs();
  const compact = useMediaQuery(PHONE_QUERY);
  const dir = useAppSelector((state) => state.navigation.fileDir);
  const domains = useAppSelector((state) => selectLists(state).domains);
  // The filter and the page belong to the folder: another folder starts unfiltered, on its first page.
  const [filter, setFilter] = useState({ dir, text: '' });
  const text = filter.dir === dir ? filter.text : '';
  const [page, setPage] = useState({ dir, text, index: 0 });
  const [sort, setSort] = useState<FileSort>(BY_NAME);
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

  // The contract promises no order: folders first, then the chosen column, sorted here.
  const entries = useMemo(() => sortFileEntries(data?.files ?? [], sort, serverNow()), [data, sort]);
  const names = useMemo(() => entries.map((e) => e.name), [entries]);
  const lower = useMemo(() => names.map((name) => name.toLowerCase()), [names]);
  const shown = useMemo(() => filterEntries(entries, lower, text), [entries, lower, text]);
  const selection = useSelection(dir, shown);
  const choices = useMemo(
    () =>
      pathChoices(
        dir,
        domains.map((d) => d.directory),
      ),
    [dir, domains],
  );
  const pageIndex = page.dir === dir && page.text === text ? Math.min(page.index, pageCountOf(shown.length, FILES_PAGE_SIZE) - 1) : 0;
  const visible = useMemo(() => shown.slice(pageIndex * FILES_PAGE_SIZE, (pageIndex + 1) * FILES_PAGE_SIZE), [shown, pageIndex]);

  // The Delete key reads the selection when pressed; the rows' actions stay the same as it changes.
  const selected = useRef(selection.entries);
  useLayoutEffect(() => {
    selected.current = selection.entries;
  });
  // Another order starts at its first page, as another filter does.
  const sortBy = (next: FileSort) => {
    setSort(next);
    setPage({ dir, text, index: 0 });
  };
  // After a bulk action that succeeded the selection bar that opened it is gone with the selection:
  // once the dialog has closed, the focus goes to the listing (its row, or the filter when the folder
  // is empty) instead of being lost.
  const card = useRef<HTMLDivElement>(null);
  const focusListing = () => {
    const listing = card.current;
    (listing?.querySelector<HTMLElement>('tbody tr[tabindex="0"]') ?? listing?.querySelector<HTMLElement>('#files-filter'))?.focus();
  };
  const showBulk = (dialog: (onDone: () => void) => ReactElement) => {
    let done = false;
    show(
      dialog(() => (done = true)),
      { onClosed: () => done && focusListing() },
    );
  };
  const bulk = {
    move: () => showBulk((onDone) => <BulkMoveDialog dir={dir} entries={selection.entries} onDone={onDone} />),
    chmod: () => showBulk((onDone) => <BulkChmodDialog dir={dir} entries={selection.entries} onDone={onDone} />),
    remove: () => showBulk((onDone) => <BulkDeleteDialog dir={dir} entries={selection.entries} onDone={onDone} />),
  };

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
    const remove = (entry: FileEntry) => {
      const many = selected.current;
      if (many.length > 0) show(<BulkDeleteDialog dir={dir} entries={many} />);
      else show(<DeleteDialog dir={dir} entry={entry} />);
    };
    return { open, menu, toggle: selection.toggle, remove };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` only dispatches
  }, [api, dir, names, show, selection.toggle]);

  return (
    <>
      <PageTitle id="files.title" />
      <ButtonBar>
        <CreateUploadMenus dir={dir} names={names} />
      </ButtonBar>
      {data && <RefreshFailed failure={error} what="refresh.failed.files" onRetry={() => void refetch()} retrying={isFetching} testId="files-refresh-failed" />}
      <Card ref={card}>
        <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
          <PathBreadcrumb dir={dir} onGo={go} />
          <div className="d-flex flex-wrap align-items-center gap-2 w-100">
            <label htmlFor="files-path" className="visually-hidden">
              <FormattedMessage id="files.path" />
            </label>
            <select
              id="files-path"
              className="form-select form-select-sm files-path font-monospace"
              value={dir}
              onChange={(event) => go(event.currentTarget.value)}
            >
              {choices.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
            <SearchBox
              id="files-filter"
              className="files-filter"
              value={text}
              label={intl.formatMessage({ id: 'files.filter' })}
              onChange={(value) => setFilter({ dir, text: value })}
            />
            {compact && <SortSelect sort={sort} onSort={sortBy} />}
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
                {text.trim() ? (
                  <FormattedMessage id="files.countFiltered" values={{ shown: shown.length, count: entries.length }} />
                ) : (
                  <FormattedMessage id="files.count" values={{ count: entries.length }} />
                )}
              </span>
            )}
          </div>
        </Card.Header>
        {selection.entries.length > 0 && (
          <SelectionBar
            count={selection.entries.length}
            filtered={text.trim() !== ''}
            onMove={bulk.move}
            onChmod={bulk.chmod}
            onDelete={bulk.remove}
            onClear={selection.clear}
          />
        )}
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
          <FilesTable
            entries={visible}
            atRoot={dir === '/'}
            onParent={() => go(parentPath(dir))}
            actions={actions}
            isSelected={selection.has}
            shownCount={shown.length}
            selectedCount={selection.entries.length}
            onSelectAll={selection.setAll}
            sort={sort}
            onSort={sortBy}
            empty={entries.length > 0 ? 'files.noMatch' : 'files.empty'}
          />
        )}
        {shown.length > FILES_PAGE_SIZE && (
          <Card.Footer className="bg-body">
            <Pager
              page={pageIndex}
              pageSize={FILES_PAGE_SIZE}
              total={shown.length}
              onPage={(index) => setPage({ dir, text, index })}
              label={intl.formatMessage({ id: 'files.pager' })}
            />
          </Card.Footer>
        )}
      </Card>
    </>
  );
}
