import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogHeader } from '../../components/dialog-header';
import { FormattedMessage } from 'react-intl';
import { changePasswordSchema } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { TextField } from '../../components/text-field';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { dialogErrorMessage } from '../../lib/dialog-error';
import { fieldErrors } from '../../lib/validation';

type Field = 'oldPassword' | 'password' | 'repeat';
const empty = { oldPassword: '', password: '', repeat: '' };

export const CHANGE_PASSWORD_DIALOG_ID = 'account-password-dialog';

export function ChangePasswordDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const api = useApi();
  const toast = useToast();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [loading, setLoading] = useState(false);

  const reset = () => {
    setValues(empty);
    setErrors({});
    setFailure(null);
    setLoading(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setLoading(true);
    try {
      // A 403 here means a wrong current password, not a lost session.
      await api.call(
        '/account/password',
        { oldPassword: parsed.data.oldPassword, newPassword: parsed.data.password },
        { keepSessionOn403: true },
      );
      toast('toast.passwordChanged');
      onHide();
    } catch (error) {
      setFailure(dialogErrorMessage(error, { 403: 'password.error.current', 406: 'password.error.common' }));
      setLoading(false);
    }
  };

  const update = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const titleId = `${CHANGE_PASSWORD_DIALOG_ID}-title`;

  return (
    <Modal show={show} onHide={onHide} onExited={reset} id={CHANGE_PASSWORD_DIALOG_ID} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={submit}>
        <DialogHeader titleId={titleId}>
          <FormattedMessage id="password.title" />
        </DialogHeader>
        <Modal.Body>
          <ErrorBanner>{failure && <FormattedMessage id={failure} />}</ErrorBanner>
          <TextField id="account-password-current" type="password" autoComplete="current-password" autoFocus label={<FormattedMessage id="password.current" />} value={values.oldPassword} onChange={update('oldPassword')} error={errors.oldPassword} />
          <TextField id="account-password-new" type="password" autoComplete="new-password" label={<FormattedMessage id="password.new" />} value={values.password} onChange={update('password')} error={errors.password} />
          <TextField id="account-password-repeat" type="password" autoComplete="new-password" label={<FormattedMessage id="password.repeat" />} value={values.repeat} onChange={update('repeat')} error={errors.repeat} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <LoadingButton type="submit" variant="primary" loading={loading}>
            <FormattedMessage id="password.submit" />
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
