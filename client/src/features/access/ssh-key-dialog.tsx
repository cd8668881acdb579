import { useMemo, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sshKeySchemaFor } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameText } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';

export const SSH_KEY_DIALOG_ID = 'ssh-key-dialog';

/** Largest `.pub` file read from a drop (a public key line is well under 16 kB). */
const MAX_KEY_FILE = 16 * 1024;

/** Add a public key: pasted, or dropped as a `.pub` file onto the field; the name is optional. */
export function SshKeyDialog() {
  const intl = useIntl();
  const [upload] = useChange('/sshkey/upload');
  const keys = useAppSelector((state) => selectLists(state).sshKeys);
  const schema = useMemo(() => sshKeySchemaFor(keys.map((k) => k.name)), [keys]);
  const [dragging, setDragging] = useState(false);
  const form = useFormDialog({
    initial: { key: '', name: '' },
    schema,
    call: (body) => upload(body).unwrap(),
    effect: { operation: '/sshkey/upload', shows: (lists, body) => lists.sshKeys.some((k) => sameText(k.name, body.name)) },
    errors: { 406: 'sshKey.error.invalid', 409: 'sshKey.error.duplicate' },
    toast: ({ name }) => ({ id: 'toast.sshKeyAdded', values: { name } }),
  });
  const keyField = form.field('key');

  const drop = (event: DragEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file || file.size > MAX_KEY_FILE) return;
    void file.text().then((text) => {
      form.set('key', text.trim());
      if (form.values.name.trim() === '') {
        const comment = text.trim().split(/\s+/).slice(2).join(' ');
        form.set('name', comment || file.name.replace(/\.pub$/, ''));
      }
    });
  };

  return (
    <FormDialog form={form} id={SSH_KEY_DIALOG_ID} texts="sshKey">
      <TextAreaField
        id="ssh-key-text"
        label={<FormattedMessage id="sshKey.key" />}
        help={<FormattedMessage id="sshKey.keyHelp" />}
        className={`font-monospace small${dragging ? ' border-primary' : ''}`}
        rows={5}
        autoFocus
        spellCheck={false}
        autoComplete="off"
        placeholder="ssh-ed25519 AAAA… user@host"
        {...keyField}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      />
      <TextField
        id="ssh-key-name"
        label={<FormattedMessage id="sshKey.name" />}
        placeholder={intl.formatMessage({ id: 'sshKey.namePlaceholder' })}
        autoComplete="off"
        {...form.field('name')}
      />
    </FormDialog>
  );
}
