import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { createDirectorySchemaFor, createFileSchemaFor, createLinkSchemaFor } from '@panel/contract/rules';
import type { Reply } from '../../api/client';
import { TextField } from '../../components/text-field';
import { useFormDialog, type FormDialogOptions } from '../../hooks/use-form-dialog';
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

/** Each kind of new entry's dialog: its id, title and name field's label (the field is `file-create-<kind>-name`). */
const KINDS = {
  directory: { id: CREATE_DIRECTORY_DIALOG_ID, title: 'files.createDirectory.title', label: 'files.field.directoryName' },
  file: { id: CREATE_FILE_DIALOG_ID, title: 'files.createFile.title', label: 'files.field.fileName' },
  link: { id: CREATE_LINK_DIALOG_ID, title: 'files.createLink.title', label: 'files.field.linkName' },
} as const;

/** A create's form in `dir`: the reply, the folder's new listing, takes its listing's place. */
function useCreateForm<Values extends { name: string }, Data>(dir: string, options: Omit<FormDialogOptions<Values, Data, Reply<'/file/list'>>, 'onSuccess'>) {
  const update = useListingUpdate();
  return useFormDialog({ ...options, onSuccess: (reply) => update(dir, reply) });
}

function CreateDialog({ kind, form, children }: { kind: keyof typeof KINDS; form: ComponentProps<typeof NameDialog>['form']; children?: ReactNode }) {
  const { id, title, label } = KINDS[kind];
  return (
    <NameDialog form={form} id={id} title={<FormattedMessage id={title} />} field={`file-create-${kind}-name`} label={label}>
      {children}
    </NameDialog>
  );
}

export function CreateDirectoryDialog({ dir, taken }: Props) {
  const [createDirectory] = useCreateDirectoryMutation();
  const form = useCreateForm(dir, {
    initial: { name: '' },
    schema: createDirectorySchemaFor(taken),
    call: ({ name }) => createDirectory({ directory: joinPath(dir, name) }).unwrap(),
    errors: { 409: 'validation.file.createExists', 404: 'file.error.notFound', 400: 'validation.file.directoryName' },
    toast: ({ name }) => ({ id: 'toast.directoryCreated', values: { name } }),
  });
  return <CreateDialog kind="directory" form={form} />;
}

export function CreateFileDialog({ dir, taken }: Props) {
  const [putFile] = usePutFileMutation();
  const form = useCreateForm(dir, {
    initial: { name: '' },
    schema: createFileSchemaFor(taken),
    call: ({ name }) => putFile({ file: joinPath(dir, name), contents: '' }).unwrap(),
    errors: { 404: 'file.error.notFound', 406: 'file.error.diskFull', 400: 'validation.file.fileName' },
    toast: { id: 'toast.fileCreated' },
  });
  return <CreateDialog kind="file" form={form} />;
}

export function CreateLinkDialog({ dir, taken }: Props) {
  const [createLink] = useCreateLinkMutation();
  const form = useCreateForm(dir, {
    initial: { name: '', destination: '' },
    schema: createLinkSchemaFor(taken),
    call: ({ name, destination }) => createLink({ name, directory: dir, destination }).unwrap(),
    errors: { 404: 'file.error.linkDestination', 409: 'validation.file.createExists' },
    toast: { id: 'toast.linkCreated' },
  });
  return (
    <CreateDialog kind="link" form={form}>
      <TextField
        id="file-create-link-destination"
        label={<FormattedMessage id="files.field.linkDestination" />}
        spellCheck={false}
        help={<FormattedMessage id="files.field.linkDestinationHelp" />}
        {...form.field('destination')}
      />
    </CreateDialog>
  );
}
