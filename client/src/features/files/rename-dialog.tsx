import { FormattedMessage } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { renameSchemaFor } from '@panel/contract/rules';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { joinPath } from './paths';
import { useListingUpdate } from './use-file-call';
import { NameDialog } from './name-dialog';
import { useMoveFileMutation } from './api';

export const RENAME_DIALOG_ID = 'file-rename-dialog';

const TOASTS = { directory: 'toast.directoryRenamed', link: 'toast.linkRenamed', file: 'toast.fileRenamed', other: 'toast.fileRenamed' } as const;

/** Renames an entry of the folder; an unchanged name is fine, another entry's name is not. */
export function RenameDialog({ dir, entry, taken }: { dir: string; entry: FileEntry; taken: readonly string[] }) {
  const [move] = useMoveFileMutation();
  const update = useListingUpdate();
  const form = useFormDialog({
    initial: { name: entry.name },
    schema: renameSchemaFor(entry.type, taken, entry.name),
    call: ({ name }) => move({ from: joinPath(dir, entry.name), to: joinPath(dir, name) }).unwrap(),
    errors: { 409: 'validation.file.renameExists', 404: 'file.error.notFound', 406: 'file.error.intoItself' },
    toast: { id: TOASTS[entry.type] },
    onSuccess: (reply) => update(dir, reply),
  });
  return (
    <NameDialog
      form={form}
      id={RENAME_DIALOG_ID}
      title={<FormattedMessage id="files.rename.title" values={{ name: entry.name }} />}
      submit="files.rename.submit"
      field="file-rename-name"
      label="files.field.newName"
      select
    />
  );
}
