import type { Schemas } from '@panel/contract';
import { FileEarmark, Folder2, Link45deg, QuestionCircle } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingButton } from '../../components/loading-button';
import { SizeText } from '../../components/size-text';
import { formatMoment } from '../../lib/format-date';

type Entry = Schemas['TrashEntry'];

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment of the account's clock in the user's language and time zone ('24 lis 10:48'). */
function Moment({ at }: { at: string }) {
  const intl = useIntl();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <FormattedMessage id="date.unknown" />;
  return <time dateTime={at}>{formatMoment(intl, date, zone(), new Date())}</time>;
}

const ICONS = { directory: Folder2, file: FileEarmark, link: Link45deg, other: QuestionCircle } as const;

/** The folder a path is in ('/' for the home's own entries). */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

/**
 * One entry of the trash: its kind (an icon, and the word for screen readers), its name and the
 * folder it was deleted from, its size and when it was deleted and goes for good; Restore and
 * Delete for good, each naming it for screen readers.
 */
export function TrashItem({
  entry,
  busy,
  onRestore,
  onDelete,
}: {
  entry: Entry;
  busy: 'restore' | 'delete' | null;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const Icon = ICONS[entry.type] ?? QuestionCircle;
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0" data-testid="trash-row">
      <div className="d-flex align-items-start gap-2 flex-grow-1 min-w-0">
        <Icon aria-hidden="true" className="flex-shrink-0 text-body-secondary mt-1" />
        <div className="min-w-0">
          <div className="fw-semibold text-break">
            <span className="visually-hidden">
              <FormattedMessage id={`trash.kind.${entry.type}`} />{' '}
            </span>
            {entry.name}
          </div>
          <div className="small text-body-secondary text-break font-monospace">
            <FormattedMessage id="trash.from" values={{ folder: folderOf(entry.path) }} />
          </div>
          <div className="small text-body-secondary">
            <FormattedMessage
              id="trash.detail"
              values={{
                size: <SizeText key="size" bytes={entry.size} />,
                deletedAt: <Moment key="deletedAt" at={entry.deletedAt} />,
                expiresAt: <Moment key="expiresAt" at={entry.expiresAt} />,
              }}
            />
          </div>
        </div>
      </div>
      <div className="d-flex gap-2 ms-auto">
        <LoadingButton
          variant="outline-primary"
          size="sm"
          loading={busy === 'restore'}
          disabled={busy !== null}
          onClick={onRestore}
          aria-label={intl.formatMessage({ id: 'trash.restoreOne' }, { name: entry.name })}
          data-testid="trash-restore"
        >
          <FormattedMessage id="trash.restore" />
        </LoadingButton>
        <LoadingButton
          variant="outline-danger"
          size="sm"
          loading={busy === 'delete'}
          disabled={busy !== null}
          onClick={onDelete}
          aria-label={intl.formatMessage({ id: 'trash.deleteOne' }, { name: entry.name })}
          data-testid="trash-delete"
        >
          <FormattedMessage id="trash.deleteForGood" />
        </LoadingButton>
      </div>
    </li>
  );
}
