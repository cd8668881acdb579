import type { Schemas } from '@panel/contract';
import { FileEarmark, Folder2, Link45deg, QuestionCircle } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { SizeText } from '../../components/size-text';
import { ItemButton } from '../../components/item-button';
import { MomentText } from '../../components/day-text';

type Entry = Schemas['TrashEntry'];

/** An entry's two actions: put it back where it was, or delete it for good. */
const ACTIONS = [
  { action: 'restore', variant: 'outline-primary', text: 'trash.restore', label: 'trash.restoreOne' },
  { action: 'delete', variant: 'outline-danger', text: 'trash.deleteForGood', label: 'trash.deleteOne' },
] as const;

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
                deletedAt: <MomentText key="deletedAt" at={entry.deletedAt} />,
                expiresAt: <MomentText key="expiresAt" at={entry.expiresAt} />,
              }}
            />
          </div>
        </div>
      </div>
      <div className="d-flex gap-2 ms-auto">
        {ACTIONS.map(({ action, variant, text, label }) => (
          <ItemButton
            key={action}
            variant={variant}
            loading={busy === action}
            disabled={busy !== null}
            onClick={action === 'restore' ? onRestore : onDelete}
            text={text}
            label={label}
            values={{ name: entry.name }}
            data-testid={`trash-${action}`}
          />
        ))}
      </div>
    </li>
  );
}
