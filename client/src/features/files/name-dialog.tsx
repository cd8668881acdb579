import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormDialog, type FormDialogState } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/messages';

type NameField = { value: string; onChange: (value: string) => void; error?: MessageId };

/**
 * A file browser's dialog around a name (a new folder, file or link; a new name): its name field
 * first, focused as the dialog opens (the whole name selected with `select`, to type over it), then
 * any other field.
 */
export function NameDialog({
  form,
  id,
  title,
  submit = 'files.create.submit',
  field,
  label,
  select,
  children,
}: {
  form: FormDialogState & { field: (name: 'name') => NameField };
  id: string;
  title: ReactNode;
  submit?: MessageId;
  /** The name field's DOM id and label. */
  field: string;
  label: MessageId;
  select?: boolean;
  children?: ReactNode;
}) {
  const first = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      form={form}
      onEntered={() => (select ? first.current?.select() : first.current?.focus())}
      id={id}
      title={title}
      submitLabel={<FormattedMessage id={submit} />}
    >
      <TextField id={field} inputRef={first} label={<FormattedMessage id={label} />} autoFocus spellCheck={false} {...form.field('name')} />
      {children}
    </FormDialog>
  );
}
