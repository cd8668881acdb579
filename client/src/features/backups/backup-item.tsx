import { Database, Download, FolderSymlink } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { useDialogs } from '../../components/dialog-context';
import { SizeText } from '../../components/size-text';
import { backupDate } from './backup-date';
import { BrowseDialog } from './browse-dialog';
import { ItemButton } from '../../components/item-button';
import { DatabasesDialog } from './databases-dialog';

type Backup = Schemas['Backup'];

/** One ready backup: when, what kind, how large, and Browse files, Databases and Download. */
export function BackupItem({ backup }: { backup: Backup }) {
  const intl = useIntl();
  const api = useApi();
  const { show } = useDialogs();
  const date = backupDate(intl, backup.takenAt);
  const databases = backup.databases ?? [];
  const kind = backup.kind === 'onDemand' ? 'backups.kind.onDemand' : 'backups.kind.daily';
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3" data-testid="backup" data-backup-id={backup.id}>
      <div className="me-auto">
        <div className="fw-semibold">
          <time dateTime={typeof backup.takenAt === 'string' ? backup.takenAt : undefined}>{date}</time>
        </div>
        <div className="small text-body-secondary">
          <FormattedMessage id="backups.summary" values={{ kind: intl.formatMessage({ id: kind }), size: <SizeText key="size" bytes={backup.size ?? 0} /> }} />
          {' · '}
          <FormattedMessage id="backups.databaseCount" values={{ count: databases.length }} />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <ItemButton
          variant="outline-primary"
          onClick={() => show(<BrowseDialog backup={backup} />)}
          label="backups.browseOne"
          values={{ date }}
          data-testid="backup-browse"
          text="backups.browse"
          icon={<FolderSymlink aria-hidden="true" className="me-1" />}
        />
        <ItemButton
          variant="outline-secondary"
          onClick={() => show(<DatabasesDialog backup={backup} />)}
          label="backups.databasesOne"
          values={{ date }}
          data-testid="backup-databases"
          text="backups.databases"
          icon={<Database aria-hidden="true" className="me-1" />}
        />
        <ItemButton
          variant="outline-secondary"
          onClick={() => api.download('/backup/download', { id: backup.id })}
          label="backups.downloadOne"
          values={{ date }}
          data-testid="backup-download"
          text="backups.download"
          icon={<Download aria-hidden="true" className="me-1" />}
        />
      </div>
    </li>
  );
}
