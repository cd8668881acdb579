import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { changePasswordSchema } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useDialogCall } from '../../hooks/use-dialog-call';
import type { MessageId } from '../../i18n/messages';
import { fieldErrors } from '../../lib/validation';

type Field = 'oldPassword' | 'password' | 'repeat';
const empty = { oldPassword: '', password: '', repeat: '' };

export const CHANGE_PASSWORD_DIALOG_ID = 'account-password-dialog';

export function ChangePasswordDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const api = useApi();
  const { loading, failure, run, reset: resetCall } = useDialogCall(onHide);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});

  const reset = () => {
    setValues(empty);
    setErrors({});
    resetCall();
  };

  const submit = () => {
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error.issues));
    setErrors({});
    const { oldPassword, password } = parsed.data;
    // A 403 here means a wrong current password, not a lost session.
    void run(() => api.call('/account/password', { oldPassword, newPassword: password }, { keepSessionOn403: true }), {
      errors: { 403: 'password.error.current', 406: 'password.error.common' },
      toast: { id: 'toast.passwordChanged' },
    });
  };

  const update = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <FormDialog
      id={CHANGE_PASSWORD_DIALOG_ID}
      show={show}
      onHide={onHide}
      onExited={reset}
      title={<FormattedMessage id="password.title" />}
      submitLabel={<FormattedMessage id="password.submit" />}
      loading={loading}
      failure={failure}
      onSubmit={submit}
    >
      <TextField id="account-password-current" type="password" autoComplete="current-password" autoFocus label={<FormattedMessage id="password.current" />} value={values.oldPassword} onChange={update('oldPassword')} error={errors.oldPassword} />
      <TextField id="account-password-new" type="password" autoComplete="new-password" label={<FormattedMessage id="password.new" />} value={values.password} onChange={update('password')} error={errors.password} />
      <TextField id="account-password-repeat" type="password" autoComplete="new-password" label={<FormattedMessage id="password.repeat" />} value={values.repeat} onChange={update('repeat')} error={errors.repeat} />
    </FormDialog>
  );
}
