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

/** A backup's buttons: each names its backup by date to screen readers (`backups.<action>One`). */
const ACTIONS = [
  { action: 'browse', variant: 'outline-primary', Icon: FolderSymlink },
  { action: 'databases', variant: 'outline-secondary', Icon: Database },
  { action: 'download', variant: 'outline-secondary', Icon: Download },
] as const;

/** One ready backup: when, what kind, how large, and Browse files, Databases and Download. */
export function BackupItem({ backup }: { backup: Backup }) {
  const intl = useIntl();
  const api = useApi();
  const { show } = useDialogs();
  const date = backupDate(intl, backup.takenAt);
  const databases = backup.databases ?? [];
  const kind = backup.kind === 'onDemand' ? 'backups.kind.onDemand' : 'backups.kind.daily';
  const run = {
    browse: () => show(<BrowseDialog backup={backup} />),
    databases: () => show(<DatabasesDialog backup={backup} />),
    download: () => api.download('/backup/download', { id: backup.id }),
  };
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
        {ACTIONS.map(({ action, variant, Icon }) => (
          <ItemButton
            key={action}
            variant={variant}
            onClick={run[action]}
            label={`backups.${action}One`}
            values={{ date }}
            data-testid={`backup-${action}`}
            text={`backups.${action}`}
            icon={<Icon aria-hidden="true" className="me-1" />}
          />
        ))}
      </div>
    </li>
  );
}
