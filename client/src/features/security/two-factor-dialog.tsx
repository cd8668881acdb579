import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { firstPasscodeField, twoFactorDisableSchema } from '@panel/contract/rules';
import { DialogFrame, useCloseDialog } from '../../components/dialog-frame';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { PasswordField } from '../../components/password-field';
import { RefreshFailed } from '../../components/refresh-failed';
import { SkeletonRows } from '../../components/skeleton-rows';
import { TextField } from '../../components/text-field';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { fieldErrors } from '../../lib/validation';
import { useAppDispatch } from '../../store/hooks';
import { twoFactorNow, useConfirmTwoFactorMutation, useDisableTwoFactorMutation, useStartTwoFactorMutation, useTwoFactorQuery } from './api';
import { codeFailure, type Shown } from './code-failure';
import { KeySetup } from './key-setup';
import { RecoveryCodes } from './recovery-codes';

type View = { kind: 'status' } | { kind: 'setup'; secret: string; uri: string } | { kind: 'codes'; codes: readonly string[] } | { kind: 'off' };
type Field = 'passcode' | 'password';

/**
 * Two-factor sign-in (the twoFactor extension): whether it is on; Turn on shows a new key as a QR
 * code and as text, takes a first code and shows the recovery codes once (copy, download); Turn off
 * takes the password and a code. Wrong codes are said at the field; throttling above the form.
 */
export function TwoFactorDialog() {
  const close = useCloseDialog();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const state = useTwoFactorQuery();
  const [start, { isLoading: starting }] = useStartTwoFactorMutation();
  const [confirm, { isLoading: confirming }] = useConfirmTwoFactorMutation();
  const [disable, { isLoading: disabling }] = useDisableTwoFactorMutation();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [values, setValues] = useState({ passcode: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [banner, setBanner] = useState<Shown['banner']>();

  const show = (next: View) => {
    setView(next);
    setValues({ passcode: '', password: '' });
    setErrors({});
    setBanner(undefined);
  };
  const failed = (error: unknown) => {
    const shown = codeFailure(error);
    if (shown.stale) {
      void state.refetch();
      return show({ kind: 'status' });
    }
    setBanner(shown.banner);
    setErrors(shown.field ? { [shown.field.name]: shown.field.id } : {});
    if (shown.field) setValues((current) => ({ ...current, passcode: '' }));
  };
  const turnOn = async () => {
    setBanner(undefined);
    try {
      const key = await start({}).unwrap();
      if (!key.secret || !key.uri) throw new Error('no key');
      show({ kind: 'setup', secret: key.secret, uri: key.uri });
    } catch {
      setBanner({ id: 'security.startFailed' });
    }
  };
  const submitFirstCode = async () => {
    if (!firstPasscodeField.safeParse(values.passcode).success) return setErrors({ passcode: 'validation.twoFactor.firstPasscode' });
    try {
      const reply = await confirm({ passcode: values.passcode }).unwrap();
      const codes = reply.recoveryCodes ?? [];
      dispatch(twoFactorNow({ enabled: true, recoveryCodesLeft: codes.length }));
      toast('security.turnedOn');
      show({ kind: 'codes', codes });
    } catch (error) {
      failed(error);
    }
  };
  const submitOff = async () => {
    const parsed = twoFactorDisableSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error.issues));
    try {
      await disable(values).unwrap();
      dispatch(twoFactorNow({ enabled: false, recoveryCodesLeft: 0 }));
      toast('security.turnedOff');
      show({ kind: 'status' });
    } catch (error) {
      failed(error);
    }
  };
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  /** A field's value, change handler and message, to spread on it (as `useFormDialog`'s `field`). */
  const field = (name: Field) => ({ value: values[name], onChange: set(name), error: errors[name] });

  const on = state.data?.enabled;
  const back = () => show({ kind: 'status' });
  /** A step's footer: Cancel back to the state, and the step's own button, busy while it runs. */
  const cancelOr = (words: MessageId, variant: 'primary' | 'danger', loading: boolean, testId: string) => (
    <>
      <Button variant="secondary" onClick={back}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <LoadingButton type="submit" variant={variant} loading={loading} data-testid={testId}>
        <FormattedMessage id={words} />
      </LoadingButton>
    </>
  );
  const footers: Record<View['kind'], React.ReactNode> = {
    status: (
      <>
        <Button variant="secondary" onClick={close}>
          <FormattedMessage id="common.close" />
        </Button>
        {on === false && (
          <LoadingButton variant="primary" loading={starting} onClick={() => void turnOn()} data-testid="two-factor-turn-on">
            <FormattedMessage id="security.turnOn" />
          </LoadingButton>
        )}
        {on === true && (
          <Button variant="outline-danger" onClick={() => show({ kind: 'off' })} data-testid="two-factor-turn-off">
            <FormattedMessage id="security.turnOff" />
          </Button>
        )}
      </>
    ),
    setup: cancelOr('security.confirm', 'primary', confirming, 'two-factor-confirm'),
    codes: (
      <Button variant="primary" onClick={close} data-testid="two-factor-saved">
        <FormattedMessage id="security.saved" />
      </Button>
    ),
    off: cancelOr('security.turnOff', 'danger', disabling, 'two-factor-off-confirm'),
  };
  const onSubmit = view.kind === 'setup' ? () => void submitFirstCode() : view.kind === 'off' ? () => void submitOff() : undefined;

  return (
    <DialogFrame
      id="two-factor-dialog"
      initialFocus={view.kind === 'status' || view.kind === 'codes' ? 'button' : 'field'}
      title={<FormattedMessage id="security.twoFactor" />}
      footer={footers[view.kind]}
      {...(onSubmit && { onSubmit })}
    >
      <ErrorBanner>{banner && <FormattedMessage id={banner.id} values={banner.values} />}</ErrorBanner>
      {view.kind === 'status' && (
        <>
          <p>
            <FormattedMessage id="security.intro" />
          </p>
          <RefreshFailed
            failure={!state.data && state.error}
            what="security.loadFailed"
            onRetry={() => void state.refetch()}
            retrying={state.isFetching}
            testId="two-factor-error"
          />
          {!state.data && !state.error && <SkeletonRows rows={1} />}
          {on !== undefined && (
            <p className="mb-0" role="status" data-testid="two-factor-state">
              <strong>
                <FormattedMessage id={on ? 'security.on' : 'security.off'} />
              </strong>{' '}
              {on && <FormattedMessage id="security.codesLeft" values={{ count: state.data?.recoveryCodesLeft ?? 0 }} />}
            </p>
          )}
        </>
      )}
      {view.kind === 'setup' && <KeySetup secret={view.secret} uri={view.uri} code={field('passcode')} />}
      {view.kind === 'codes' && <RecoveryCodes codes={view.codes} />}
      {view.kind === 'off' && (
        <>
          <p>
            <FormattedMessage id="security.offIntro" />
          </p>
          <PasswordField
            id="two-factor-password"
            label={<FormattedMessage id="security.password" />}
            {...field('password')}
            autoComplete="current-password"
            autoFocus
          />
          <TextField
            id="two-factor-off-code"
            label={<FormattedMessage id="security.code" />}
            {...field('passcode')}
            autoComplete="one-time-code"
            spellCheck={false}
          />
        </>
      )}
    </DialogFrame>
  );
}
