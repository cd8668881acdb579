import { FormattedMessage } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { useCapability } from '../../api/capabilities';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';
import { joinPath } from './paths';
import { trashUndo } from './trash-undo';
import { useListingUpdate } from './use-file-call';
import { useDeleteDirectoryMutation, useDeleteFileMutation } from './api';

export const DELETE_DIALOG_ID = 'file-delete-dialog';

/**
 * Deletes a file or a link (never its target), or a folder with everything in it after a confirmation.
 * With the backend's trash (`fileTrash`) the dialog says the entry goes there for 30 days instead of
 * that it cannot be undone, and the toast's Undo restores it (trash-undo.ts).
 */
export function DeleteDialog({ dir, entry }: { dir: string; entry: FileEntry }) {
  const trash = useCapability('fileTrash');
  const [deleteFile] = useDeleteFileMutation();
  const [deleteDirectory] = useDeleteDirectoryMutation();
  const update = useListingUpdate();
  const isDirectory = entry.type === 'directory';
  const path = joinPath(dir, entry.name);
  return (
    <ConfirmDeleteDialog
      id={DELETE_DIALOG_ID}
      irreversible={!trash}
      title={isDirectory ? 'files.deleteDirectory.title' : entry.type === 'link' ? 'files.deleteLink.title' : 'files.deleteFile.title'}
      submitLabel="files.delete.submit"
      call={() => (isDirectory ? deleteDirectory({ directory: path }) : deleteFile({ file: path })).unwrap()}
      errors={{ 404: 'file.error.notFound' }}
      toast={
        trash
          ? { id: 'files.toast.trashed', undo: trashUndo.of({ path, name: entry.name }) }
          : { id: isDirectory ? 'toast.directoryDeleted' : 'toast.fileDeleted' }
      }
      onSuccess={(reply) => update(dir, reply)}
      question={<FormattedMessage id="files.delete.question" values={{ name: entry.name, strong }} />}
      warning={isDirectory && <FormattedMessage id="files.deleteDirectory.warning" />}
      confirm={isDirectory ? { id: 'file-delete-confirm', label: <FormattedMessage id="files.deleteDirectory.confirm" /> } : undefined}
    >
      {trash && (
        <p className="small fw-semibold mb-0" data-testid="to-trash">
          <FormattedMessage id="files.delete.toTrash" />
        </p>
      )}
    </ConfirmDeleteDialog>
  );
}
