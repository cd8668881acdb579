import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { failureCode } from '../../api/errors';
import { selectLists } from '../../api/queries';
import { InfoDialog } from '../../components/info-dialog';
import { strong } from '../../components/rich-text';
import { SizeText } from '../../components/size-text';
import { useToast } from '../../hooks/use-toast';
import { useAppSelector } from '../../store/hooks';
import { useRestoreBackupDatabaseMutation } from './api';
import { backupDate } from './backup-date';
import { ItemButton } from '../../components/item-button';
import { RestoreConfirm } from './restore-confirm';

type Backup = Schemas['Backup'];
type Saved = Schemas['BackupDatabase'];

/**
 * The databases a backup holds, each with Restore: after a confirmation that says whether the
 * database there now is overwritten or one deleted since is made again.
 */
export function DatabasesDialog({ backup }: { backup: Backup }) {
  const intl = useIntl();
  // Written in the language shown now (it may change while the dialog is open).
  const date = backupDate(intl, backup.takenAt);
  const toast = useToast();
  const current = useAppSelector((state) => selectLists(state).databases);
  const [restore, { isLoading }] = useRestoreBackupDatabaseMutation();
  const [restoring, setRestoring] = useState<Saved | null>(null);
  const saved: Saved[] = backup.databases ?? [];
  const exists = (d: Saved) => current.some((c) => c.type === d.type && c.name.toLowerCase() === d.name.toLowerCase());

  const confirmed = async (d: Saved) => {
    try {
      await restore({ id: backup.id, name: d.name, type: d.type }).unwrap();
      toast('backups.databaseRestored', { name: d.name });
    } catch (error) {
      const code = failureCode(error);
      toast(code === 404 ? 'backups.goneMeanwhile' : code === 406 ? 'file.error.diskFull' : 'backups.restoreFailed', undefined, { variant: 'error' });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <InfoDialog id="backup-databases" title={<FormattedMessage id="backups.databasesOne" values={{ date }} />}>
      {restoring && (
        <RestoreConfirm
          text={
            <FormattedMessage
              id={exists(restoring) ? 'backups.confirmDatabase' : 'backups.confirmDatabaseGone'}
              values={{ name: restoring.name, date, strong }}
            />
          }
          busy={isLoading}
          onCancel={() => setRestoring(null)}
          onConfirm={() => void confirmed(restoring)}
        />
      )}
      {saved.length === 0 ? (
        <p className="text-body-secondary text-center mt-4 mb-4" data-testid="backup-no-databases">
          <FormattedMessage id="backups.noDatabases" />
        </p>
      ) : (
        <ul className="list-group">
          {saved.map((d) => (
            <li key={`${d.type}:${d.name}`} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="backup-database">
              <span className="me-auto text-break">
                <span className="fw-semibold">{d.name}</span>{' '}
                <span className="small text-body-secondary">
                  {d.type === 'postgres' ? 'PostgreSQL' : 'MySQL'} · <SizeText bytes={d.size ?? 0} />
                </span>
              </span>
              <ItemButton
                variant="outline-primary"
                onClick={() => setRestoring(d)}
                label="backups.databaseRestoreOne"
                values={{ name: d.name }}
                data-testid="backup-database-restore"
                text="backups.restore"
              />
            </li>
          ))}
        </ul>
      )}
    </InfoDialog>
  );
}
