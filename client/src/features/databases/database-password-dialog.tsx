import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { databasePasswordSchema } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { NewPasswordFields } from '../../components/new-password-fields';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useAppSelector } from '../../store/hooks';
import { DATABASE_TYPE_LABEL } from './database-types';
import { useChange } from '../../api/changes';

export const DATABASE_PASSWORD_DIALOG_ID = 'database-password-dialog';

/** A new password for a type's database user, typed twice or generated (then shown and copied). */
export function DatabasePasswordDialog({ type }: { type: DatabaseType }) {
  const [changePassword] = useChange('/database/password');
  const login = useAppSelector((state) => state.session.login) ?? '';
  const first = useRef<HTMLInputElement>(null);
  const form = useFormDialog({
    initial: { password: '', repeat: '' },
    schema: databasePasswordSchema,
    call: ({ password }) => changePassword({ type, password }).unwrap(),
    errors: { 406: 'password.error.common' },
    toast: { id: 'toast.databasePasswordChanged', values: { login } },
  });
  return (
    // Opened from the access dialog: once that one has given the focus back, the field takes it.
    <FormDialog
      form={form}
      id={DATABASE_PASSWORD_DIALOG_ID}
      onEntered={() => first.current?.focus()}
      title={<FormattedMessage id="databasePassword.title" />}
      submitLabel={<FormattedMessage id="common.save" />}
    >
      <p>
        <FormattedMessage id="databasePassword.intro" values={{ login, type: <FormattedMessage key="type" id={DATABASE_TYPE_LABEL[type]} />, strong }} />
      </p>
      <NewPasswordFields
        id="database-password"
        password={form.field('password')}
        repeat={form.field('repeat')}
        labels={{ password: 'databasePassword.password', repeat: 'databasePassword.repeat', generate: 'databasePassword.generate' }}
        help={<FormattedMessage id="databasePassword.help" />}
        inputRef={first}
        autoFocus
      />
    </FormDialog>
  );
}
