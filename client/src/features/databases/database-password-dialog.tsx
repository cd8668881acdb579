import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Magic } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { databasePasswordSchema } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { writeClipboard } from '../../components/copy-button';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { generatePassword } from '../../lib/generate-password';
import { useAppSelector } from '../../store/hooks';
import { DATABASE_TYPE_LABEL } from './database-types';

export const DATABASE_PASSWORD_DIALOG_ID = 'database-password-dialog';

/** A new password for a type's database user, typed twice or generated (and then copied). */
export function DatabasePasswordDialog({ type }: { type: DatabaseType }) {
  const api = useApi();
  const login = useAppSelector((state) => state.account.login) ?? '';
  const first = useRef<HTMLInputElement>(null);
  const form = useFormDialog({
    initial: { password: '', repeat: '' },
    schema: databasePasswordSchema,
    call: ({ password }) => api.call('/database/password', { type, password }),
    errors: { 406: 'password.error.common' },
    toast: { id: 'toast.databasePasswordChanged', values: { login } },
  });
  const generate = () => {
    const password = generatePassword();
    form.set('password', password);
    form.set('repeat', password);
    void writeClipboard(password).catch(() => undefined);
  };
  return (
    // Opened from the access dialog: once that one has given the focus back, the field takes it.
    <FormDialog form={form} id={DATABASE_PASSWORD_DIALOG_ID} onEntered={() => first.current?.focus()} title={<FormattedMessage id="databasePassword.title" />} submitLabel={<FormattedMessage id="common.save" />}>
      <p>
        <FormattedMessage id="databasePassword.intro" values={{ login, type: <FormattedMessage key="type" id={DATABASE_TYPE_LABEL[type]} />, strong }} />
      </p>
      <TextField
        id="database-password-new"
        type="password"
        label={<FormattedMessage id="databasePassword.password" />}
        {...form.field('password')}
        inputRef={first}
        autoFocus
        autoComplete="new-password"
        help={<FormattedMessage id="databasePassword.help" />}
      />
      <TextField id="database-password-repeat" type="password" label={<FormattedMessage id="databasePassword.repeat" />} {...form.field('repeat')} autoComplete="new-password" />
      <Button variant="outline-secondary" size="sm" onClick={generate}>
        <Magic aria-hidden="true" className="me-1" />
        <FormattedMessage id="databasePassword.generate" />
      </Button>
    </FormDialog>
  );
}
