import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { strong } from '../../components/rich-text';
import { BulkDialog } from './bulk-dialog';
import { FolderTree } from './folder-tree';
import { joinPath } from './paths';
import { useMoveFileMutation } from './api';

export const BULK_MOVE_DIALOG_ID = 'file-bulk-move-dialog';

/** Moves the selected entries into a folder picked from the tree, each with its own `/file/move`. */
export default function BulkMoveDialog({ dir, entries, onDone }: { dir: string; entries: readonly FileEntry[]; onDone?: () => void }) {
  const [move] = useMoveFileMutation();
  const [target, setTarget] = useState<string | null>(null);
  // A folder cannot go into itself: the folders being moved are greyed out in the tree.
  const moving = useMemo(() => new Set(entries.filter((e) => e.type === 'directory').map((e) => joinPath(dir, e.name))), [dir, entries]);
  const problem = target === null ? 'files.bulkMove.pick' : target === dir ? 'files.bulkMove.same' : null;
  return (
    <BulkDialog
      id={BULK_MOVE_DIALOG_ID}
      title={<FormattedMessage id="files.bulkMove.title" values={{ count: entries.length }} />}
      entries={entries}
      submitLabel={<FormattedMessage id="files.bulkMove.submit" />}
      problem={problem}
      summary={
        target === null ? (
          <FormattedMessage id="files.bulkMove.questionNoTarget" values={{ dir, strong }} />
        ) : (
          <FormattedMessage id="files.bulkMove.question" values={{ dir, target, strong }} />
        )
      }
      call={(entry) =>
        target === null ? Promise.reject(new Error('no target')) : move({ from: joinPath(dir, entry.name), to: joinPath(target, entry.name) }).unwrap()
      }
      onDone={onDone}
      refresh={target === null ? [dir] : [dir, target]}
      toast={(count) => ({ id: 'toast.bulkMoved', values: { count, target: target ?? '' } })}
    >
      <p className="form-label mb-1" aria-hidden="true">
        <FormattedMessage id="files.bulkMove.target" />
      </p>
      <FolderTree near={dir} chosen={target} onChoose={setTarget} excluded={moving} />
    </BulkDialog>
  );
}
