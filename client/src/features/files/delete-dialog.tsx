import { FormattedMessage } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { joinPath } from './paths';
import { useListingUpdate } from './use-file-call';

export const DELETE_DIALOG_ID = 'file-delete-dialog';

/** Deletes a file or a link (never its target), or a folder with everything in it after a confirmation. */
export function DeleteDialog({ dir, entry }: { dir: string; entry: FileEntry }) {
  const api = useApi();
  const update = useListingUpdate();
  const isDirectory = entry.type === 'directory';
  const path = joinPath(dir, entry.name);
  const form = useFormDialog({
    initial: { confirmed: false },
    call: () => (isDirectory ? api.call('/file/directory/delete', { directory: path }) : api.call('/file/file/delete', { file: path })),
    errors: { 404: 'file.error.notFound' },
    toast: { id: isDirectory ? 'toast.directoryDeleted' : 'toast.fileDeleted' },
    onSuccess: (reply) => update(dir, reply),
  });
  return (
    <FormDialog
      form={form}
      id={DELETE_DIALOG_ID}
      title={<FormattedMessage id={isDirectory ? 'files.deleteDirectory.title' : entry.type === 'link' ? 'files.deleteLink.title' : 'files.deleteFile.title'} />}
      submitLabel={<FormattedMessage id="files.delete.submit" />}
      submitVariant="danger"
      submitDisabled={isDirectory && !form.values.confirmed}
    >
      <p className="mb-2 text-break">
        <FormattedMessage id="files.delete.question" values={{ name: entry.name, strong }} />
      </p>
      {isDirectory && (
        <>
          <p className="text-danger small mb-0">
            <FormattedMessage id="files.deleteDirectory.warning" />
          </p>
          <ConfirmCheckbox id="file-delete-confirm" checked={form.values.confirmed} onChange={(checked) => form.set('confirmed', checked)}>
            <FormattedMessage id="files.deleteDirectory.confirm" />
          </ConfirmCheckbox>
        </>
      )}
    </FormDialog>
  );
}
