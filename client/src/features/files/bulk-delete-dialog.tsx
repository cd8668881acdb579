import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { useCapability } from '../../api/capabilities';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { strong } from '../../components/rich-text';
import { BulkDialog } from './bulk-dialog';
import { joinPath } from './paths';
import { useDeleteDirectoryMutation, useDeleteFileMutation } from './api';

export const BULK_DELETE_DIALOG_ID = 'file-bulk-delete-dialog';

/** Deletes the selected entries (folders with all they hold, after the confirmation), each on its own. */
export default function BulkDeleteDialog({ dir, entries, onDone }: { dir: string; entries: readonly FileEntry[]; onDone?: () => void }) {
  const [deleteFile] = useDeleteFileMutation();
  const [deleteDirectory] = useDeleteDirectoryMutation();
  const folders = entries.filter((e) => e.type === 'directory').length;
  const [confirmed, setConfirmed] = useState(false);
  // With the backend's trash the entries go there for 30 days: said instead of "cannot be undone".
  const trash = useCapability('fileTrash');
  return (
    <BulkDialog
      id={BULK_DELETE_DIALOG_ID}
      title={<FormattedMessage id="files.bulkDelete.title" values={{ count: entries.length }} />}
      entries={entries}
      danger
      submitLabel={<FormattedMessage id="files.delete.submit" />}
      submitDisabled={folders > 0 && !confirmed}
      summary={<FormattedMessage id="files.bulkDelete.question" values={{ count: entries.length, dir, strong }} />}
      call={(entry) => {
        const path = joinPath(dir, entry.name);
        return (entry.type === 'directory' ? deleteDirectory({ directory: path }) : deleteFile({ file: path })).unwrap();
      }}
      onDone={onDone}
      refresh={[dir]}
      toast={(count) => ({ id: trash ? 'files.toast.bulkTrashed' : 'toast.bulkDeleted', values: { count } })}
    >
      {folders > 0 && (
        <p className="text-danger small mb-2">
          <FormattedMessage id="files.bulkDelete.warning" values={{ count: folders }} />
        </p>
      )}
      {trash ? (
        <p className="small fw-semibold mb-0" data-testid="to-trash">
          <FormattedMessage id="files.bulkDelete.toTrash" values={{ count: entries.length }} />
        </p>
      ) : (
        <p className="small fw-semibold mb-0" data-testid="cannot-undo">
          <FormattedMessage id="common.cannotUndo" />
        </p>
      )}
      {folders > 0 && (
        <ConfirmCheckbox id="file-bulk-delete-confirm" checked={confirmed} onChange={setConfirmed}>
          <FormattedMessage id="files.bulkDelete.confirm" values={{ count: folders }} />
        </ConfirmCheckbox>
      )}
    </BulkDialog>
  );
}
