import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ArrowUp, FolderFill, FileEarmark } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { failureCode } from '../../api/errors';
import { panelQueries } from '../../api/queries';
import { InfoDialog } from '../../components/info-dialog';
import { RefreshFailed } from '../../components/refresh-failed';
import { strong } from '../../components/rich-text';
import { SizeText } from '../../components/size-text';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useToast } from '../../hooks/use-toast';
import { formatListingDate } from '../../lib/format-date';
import { useAppDispatch } from '../../store/hooks';
import { useBackupFolderQuery, useRestoreBackupFilesMutation } from './api';
import { backupDate } from './backup-date';
import { ItemButton } from '../../components/item-button';
import { besideName, joinPath, parentOf, RestoreConfirm } from './restore-confirm';

type Backup = Schemas['Backup'];
type Entry = Schemas['FileEntry'];
/** A restore waiting for the yes: which path of the backup, what it is, where it goes. */
/** The folder's columns: their headings and the widths from which they show (size and date not on a phone). */
const COLUMNS = [
  ['backups.name', undefined],
  ['backups.size', 'd-none d-sm-table-cell text-end'],
  ['backups.modified', 'd-none d-md-table-cell'],
  ['backups.actions', 'text-end'],
] as const;

type Restoring = { path: string; directory: boolean; to: 'original' | 'beside' };

/** An entry's two ways to be restored: over what is in its place, or beside it under a new name. */
const RESTORE_TO = [
  { to: 'original', variant: 'outline-primary', text: 'backups.restore', label: 'backups.restoreOne', testId: 'backup-restore' },
  { to: 'beside', variant: 'outline-secondary', text: 'backups.restoreBeside', label: 'backups.restoreBesideOne', testId: 'backup-restore-beside' },
] as const;

/**
 * A backup's files, folder by folder as the file browser shows the home: open a folder, go up, and
 * restore a file or folder where it was (overwriting what is there) or beside it (overwriting
 * nothing), a whole folder, or everything; each after a confirmation naming what it overwrites.
 */
export function BrowseDialog({ backup }: { backup: Backup }) {
  const intl = useIntl();
  // Written in the language shown now (it may change while the dialog is open).
  const date = backupDate(intl, backup.takenAt);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [dir, setDir] = useState('/');
  const folder = useBackupFolderQuery({ id: backup.id, directory: dir });
  const [restore, { isLoading }] = useRestoreBackupFilesMutation();
  const [restoring, setRestoring] = useState<Restoring | null>(null);
  const entries: Entry[] = folder.data?.files ?? [];

  const go = (to: string) => {
    setRestoring(null);
    setDir(to);
  };

  const confirmed = async (what: Restoring) => {
    try {
      const reply = await restore({ id: backup.id, path: what.path, to: what.to }).unwrap();
      const path = reply.path ?? what.path;
      // The folder it went to is read again, so the file browser shows it there.
      void dispatch(panelQueries.endpoints.fileList.initiate({ directory: parentOf(path) }, { forceRefetch: true, subscribe: false }));
      toast('backups.restored', { path });
    } catch (error) {
      const code = failureCode(error);
      toast(
        code === 404 ? 'backups.goneMeanwhile' : code === 409 ? 'backups.clash' : code === 406 ? 'file.error.diskFull' : 'backups.restoreFailed',
        undefined,
        {
          variant: 'error',
        },
      );
    } finally {
      setRestoring(null);
    }
  };

  const question = (r: Restoring) => {
    const name = r.path.slice(r.path.lastIndexOf('/') + 1);
    if (r.path === '/') return <FormattedMessage id="backups.confirmAll" values={{ date }} />;
    if (r.to === 'beside') return <FormattedMessage id="backups.confirmBeside" values={{ path: r.path, date, name: besideName(name, r.directory), strong }} />;
    return <FormattedMessage id={r.directory ? 'backups.confirmFolder' : 'backups.confirmFile'} values={{ path: r.path, date, strong }} />;
  };

  const crumbs = dir === '/' ? [] : dir.split('/').slice(1);
  return (
    <InfoDialog id="backup-browse" size="lg" fullscreen="sm-down" title={<FormattedMessage id="backups.filesTitle" values={{ date }} />}>
      <nav className="d-flex flex-wrap align-items-center gap-1 mb-2" aria-label={intl.formatMessage({ id: 'backups.folderLabel' }, { path: dir })}>
        <Button variant="link" size="sm" className="p-0" onClick={() => go('/')} aria-current={dir === '/' ? 'location' : undefined}>
          <FormattedMessage id="backups.home" />
        </Button>
        {crumbs.map((part, i) => (
          <span key={`${i}-${part}`} className="d-inline-flex align-items-center gap-1 text-break">
            <span aria-hidden="true">/</span>
            <Button variant="link" size="sm" className="p-0 text-break" onClick={() => go(`/${crumbs.slice(0, i + 1).join('/')}`)}>
              {part}
            </Button>
          </span>
        ))}
      </nav>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {dir !== '/' && (
          <Button variant="outline-secondary" size="sm" onClick={() => go(parentOf(dir))} data-testid="backup-up">
            <ArrowUp aria-hidden="true" className="me-1" />
            <FormattedMessage id="backups.up" />
          </Button>
        )}
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => setRestoring({ path: dir, directory: true, to: 'original' })}
          data-testid="backup-restore-folder"
        >
          <FormattedMessage id={dir === '/' ? 'backups.restoreAll' : 'backups.restoreFolder'} />
        </Button>
      </div>
      {restoring && (
        <RestoreConfirm text={question(restoring)} busy={isLoading} onCancel={() => setRestoring(null)} onConfirm={() => void confirmed(restoring)} />
      )}
      <RefreshFailed
        failure={folder.error}
        what="backups.folderFailed"
        onRetry={() => void folder.refetch()}
        retrying={folder.isFetching}
        testId="backup-folder-error"
      />
      {!folder.data && !folder.error && <SkeletonRows rows={4} />}
      {folder.data && entries.length === 0 && (
        <p className="text-body-secondary text-center mt-4 mb-4" data-testid="backup-folder-empty">
          <FormattedMessage id="backups.emptyFolder" />
        </p>
      )}
      {entries.length > 0 && (
        <div className="table-responsive">
          <table
            className="table table-sm align-middle mb-0"
            aria-label={intl.formatMessage({ id: 'backups.folderLabel' }, { path: dir })}
            data-testid="backup-files"
          >
            <thead>
              <tr>
                {COLUMNS.map(([id, className]) => (
                  <th key={id} scope="col" className={className}>
                    <FormattedMessage id={id} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const path = joinPath(dir, entry.name);
                const directory = entry.type === 'directory';
                return (
                  <tr key={entry.name} data-testid="backup-entry" data-name={entry.name}>
                    <td className="text-break">
                      {directory ? (
                        <Button
                          variant="link"
                          size="sm"
                          className="p-0 text-start text-break"
                          onClick={() => go(path)}
                          aria-label={intl.formatMessage({ id: 'backups.open' }, { name: entry.name })}
                        >
                          <FolderFill aria-hidden="true" className="me-1 text-warning" />
                          {entry.name}
                        </Button>
                      ) : (
                        <span>
                          <FileEarmark aria-hidden="true" className="me-1 text-body-secondary" />
                          {entry.name}
                        </span>
                      )}
                    </td>
                    <td className="d-none d-sm-table-cell text-end">{directory ? '' : <SizeText bytes={entry.size ?? 0} />}</td>
                    <td className="d-none d-md-table-cell text-nowrap">{formatListingDate(intl, entry)}</td>
                    <td className="text-end">
                      <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                        {RESTORE_TO.map(({ to, variant, text, label, testId }) => (
                          <ItemButton
                            key={to}
                            variant={variant}
                            onClick={() => setRestoring({ path, directory, to })}
                            text={text}
                            label={label}
                            values={{ name: entry.name }}
                            data-testid={testId}
                          />
                        ))}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </InfoDialog>
  );
}
