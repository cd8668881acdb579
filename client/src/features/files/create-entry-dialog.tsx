import { FormattedMessage } from 'react-intl';
import { createDirectorySchemaFor, createFileSchemaFor, createLinkSchemaFor } from '@panel/contract/rules';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { joinPath } from './paths';
import { useListingUpdate } from './use-file-call';
import { NameDialog } from './name-dialog';
import { useCreateDirectoryMutation, useCreateLinkMutation, usePutFileMutation } from './api';

export const CREATE_DIRECTORY_DIALOG_ID = 'file-create-directory-dialog';
export const CREATE_FILE_DIALOG_ID = 'file-create-file-dialog';
export const CREATE_LINK_DIALOG_ID = 'file-create-link-dialog';

interface Props {
  /** The folder to create in, and the names already there. */
  dir: string;
  taken: readonly string[];
}

export function CreateDirectoryDialog({ dir, taken }: Props) {
  const [createDirectory] = useCreateDirectoryMutation();
  const update = useListingUpdate();
  const form = useFormDialog({
    initial: { name: '' },
    schema: createDirectorySchemaFor(taken),
    call: ({ name }) => createDirectory({ directory: joinPath(dir, name) }).unwrap(),
    errors: { 409: 'validation.file.createExists', 404: 'file.error.notFound', 400: 'validation.file.directoryName' },
    toast: ({ name }) => ({ id: 'toast.directoryCreated', values: { name } }),
    onSuccess: (reply) => update(dir, reply),
  });
  return (
    <NameDialog
      form={form}
      id={CREATE_DIRECTORY_DIALOG_ID}
      title={<FormattedMessage id="files.createDirectory.title" />}
      field="file-create-directory-name"
      label="files.field.directoryName"
    />
  );
}

export function CreateFileDialog({ dir, taken }: Props) {
  const [putFile] = usePutFileMutation();
  const update = useListingUpdate();
  const form = useFormDialog({
    initial: { name: '' },
    schema: createFileSchemaFor(taken),
    call: ({ name }) => putFile({ file: joinPath(dir, name), contents: '' }).unwrap(),
    errors: { 404: 'file.error.notFound', 406: 'file.error.diskFull', 400: 'validation.file.fileName' },
    toast: { id: 'toast.fileCreated' },
    onSuccess: (reply) => update(dir, reply),
  });
  return (
    <NameDialog
      form={form}
      id={CREATE_FILE_DIALOG_ID}
      title={<FormattedMessage id="files.createFile.title" />}
      field="file-create-file-name"
      label="files.field.fileName"
    />
  );
}

export function CreateLinkDialog({ dir, taken }: Props) {
  const [createLink] = useCreateLinkMutation();
  const update = useListingUpdate();
  const form = useFormDialog({
    initial: { name: '', destination: '' },
    schema: createLinkSchemaFor(taken),
    call: ({ name, destination }) => createLink({ name, directory: dir, destination }).unwrap(),
    errors: { 404: 'file.error.linkDestination', 409: 'validation.file.createExists' },
    toast: { id: 'toast.linkCreated' },
    onSuccess: (reply) => update(dir, reply),
  });
  return (
    <NameDialog
      form={form}
      id={CREATE_LINK_DIALOG_ID}
      title={<FormattedMessage id="files.createLink.title" />}
      field="file-create-link-name"
      label="files.field.linkName"
    >
      <TextField
        id="file-create-link-destination"
        label={<FormattedMessage id="files.field.linkDestination" />}
        spellCheck={false}
        help={<FormattedMessage id="files.field.linkDestinationHelp" />}
        {...form.field('destination')}
      />
    </NameDialog>
  );
}
