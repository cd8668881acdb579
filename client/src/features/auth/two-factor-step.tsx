import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/api-context';
import { hasFields, type Reply } from '../../api/client';
import { badReply, isApiError } from '../../api/errors';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/messages';
import { loadLoginRules } from './login-rules';
import { signInErrorMessage, type SignInError } from './sign-in-error';

/** The sign-in reply with what the panel cannot do without. */
export type SignedInReply = Reply<'/account/two-factor/sign-in'> & Required<Pick<Reply<'/account/two-factor/sign-in'>, 'token' | 'login'>>;

/** What the code step says for a failed try: a wrong code at the field, anything else above the form. */
function codeFailure(error: unknown): { field?: MessageId; banner?: SignInError; expired?: boolean } {
  if (!isApiError(error)) return { banner: { id: 'error.unknown' } };
  if (error.code === 400) return { field: 'auth.twoFactor.wrongCode' };
  if (error.code === 403) return { expired: true };
  if (error.code === 429 && error.retryAfter)
    return { banner: { id: 'auth.twoFactor.throttled', values: { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) } } };
  return { banner: signInErrorMessage(error) };
}

/**
 * The sign-in's second step for an account with two-factor sign-in on (the twoFactor extension): a
 * code from the authenticator app or a recovery code, sent with the challenge the password earned.
 * A chunk of its own, loaded only when a sign-in asks for a code. An expired challenge goes back to
 * the password with a notice.
 */
export function TwoFactorStep({
  login,
  challengeToken,
  onSignedIn,
  onBack,
}: {
  login: string;
  challengeToken: string;
  onSignedIn: (reply: SignedInReply) => void;
  onBack: (notice?: MessageId) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageId | undefined>();
  const [banner, setBanner] = useState<SignInError | null>(null);
  const [loading, setLoading] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setBanner(null);
    try {
      const { passcodeField } = await loadLoginRules();
      if (!passcodeField.safeParse(code).success) {
        setError('validation.twoFactor.passcode');
        codeRef.current?.focus();
        return;
      }
    } catch {
      setBanner({ id: 'error.network' });
      return;
    }
    setError(undefined);
    setLoading(true);
    try {
      const reply = await api.call('/account/two-factor/sign-in', { challengeToken, passcode: code }, { keepSessionOn403: true });
      if (!hasFields(reply, ['token', 'login'])) throw badReply();
      onSignedIn(reply);
    } catch (failure) {
      setLoading(false);
      const shown = codeFailure(failure);
      if (shown.expired) return onBack('auth.twoFactor.expired');
      setError(shown.field);
      setBanner(shown.banner ?? null);
      if (shown.field) {
        setCode('');
        codeRef.current?.focus();
      }
    }
  };

  return (
    <section aria-labelledby="two-factor-title" data-testid="two-factor-step">
      <h2 id="two-factor-title" className="h5 mb-2">
        <FormattedMessage id="auth.twoFactor.title" />
      </h2>
      <p className="text-body-secondary">
        <FormattedMessage id="auth.twoFactor.intro" values={{ login: <strong className="text-break">{login}</strong> }} />
      </p>
      <ErrorBanner>{banner && <FormattedMessage id={banner.id} values={banner.values} />}</ErrorBanner>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage({ id: 'auth.twoFactor.title' })}>
        <TextField
          id="two-factor-code"
          label={<FormattedMessage id="auth.twoFactor.code" />}
          value={code}
          onChange={setCode}
          error={error}
          autoComplete="one-time-code"
          autoFocus
          inputRef={codeRef}
          spellCheck={false}
          autoCapitalize="none"
        />
        <LoadingButton type="submit" variant="primary" className="w-100" loading={loading}>
          <FormattedMessage id="auth.twoFactor.submit" />
        </LoadingButton>
        <button type="button" className="btn btn-link w-100 mt-2" onClick={() => onBack()}>
          <FormattedMessage id="auth.twoFactor.back" />
        </button>
      </form>
    </section>
  );
}
