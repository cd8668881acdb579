import { FormattedMessage } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { chmodFromFlags, flagsFromPermissions } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { joinPath } from './paths';
import { PermissionGrid } from './permission-grid';
import { useListingUpdate } from './use-file-call';
import { useChmodFileMutation } from './api';

export const CHMOD_DIALOG_ID = 'file-chmod-dialog';

/** Nine checkboxes (read, write, execute for owner, group and others) and the octal mode they make. */
export function ChmodDialog({ dir, entry }: { dir: string; entry: FileEntry }) {
  const [chmod] = useChmodFileMutation();
  const update = useListingUpdate();
  const form = useFormDialog({
    initial: { flags: flagsFromPermissions(entry.permissions) },
    call: ({ flags }) => chmod({ file: joinPath(dir, entry.name), chmod: chmodFromFlags(flags) }).unwrap(),
    errors: { 404: 'file.error.notFound' },
    toast: { id: 'toast.permissionsModified' },
    onSuccess: (reply) => update(dir, reply),
  });
  const { flags } = form.values;
  const mode = chmodFromFlags(flags);
  return (
    <FormDialog
      form={form}
      id={CHMOD_DIALOG_ID}
      title={<FormattedMessage id="files.chmod.title" values={{ name: entry.name }} />}
      submitLabel={<FormattedMessage id="files.chmod.submit" />}
    >
      <PermissionGrid idPrefix="file-chmod" flags={flags} onChange={(next) => form.set('flags', next)} />
      <label htmlFor="file-chmod-value" className="form-label">
        <FormattedMessage id="files.chmod.value" />
      </label>
      <input id="file-chmod-value" className="form-control font-monospace w-auto" value={mode} readOnly />
    </FormDialog>
  );
}
