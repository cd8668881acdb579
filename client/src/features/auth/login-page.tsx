import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PAGE, pagePath } from '@panel/contract/pages';
import { useApi } from '../../api/api-context';
import { hasFields } from '../../api/client';
import { ApiError, badReply } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ErrorBanner } from '../../components/error-banner';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LoadingButton } from '../../components/loading-button';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { useShellForm } from '../../hooks/use-shell-form';
import { loadWholeMessages, type MessageId } from '../../i18n/messages';
import { fieldErrors } from '../../lib/validation';
import { sessionOpened, signedIn, signedOut } from '../../store/session-slice';
import { selectToken } from '../../store/selectors';
import { loadLoginRules } from './login-rules';
import { signInErrorMessage, type SignInError } from './sign-in-error';
import { runtimeConfig } from '../../api/config';

type Field = 'login' | 'password';

// The code step of an account with two-factor sign-in (an extension): its own chunk, with the texts it
// needs (the whole catalogue, on its way since the submit), loaded only when a sign-in asks for a code.
const TwoFactorStep = lazy(() => Promise.all([import('./two-factor-step'), loadWholeMessages()]).then(([m]) => ({ default: m.TwoFactorStep })));

/** The sign-in form's inputs, by field: the same ids in the page shell's form (index.html). */
const SHELL_FIELDS: Record<Field, string> = { login: 'login-login', password: 'login-password' };

/**
 * Values the sign-in rules take as they are (a login with nothing to trim, a password that is not
 * blank): sent before the rules have loaded, which judge them all the same.
 */
const plainlyValid = ({ login, password }: Record<Field, string>) => login !== '' && login === login.trim() && password.trim() !== '';

/** What the sign-in form is told when another page sends the user to it (say, an expired hand-off link). */
export interface SignInNotice {
  notice: MessageId;
}

/** `onSubmitting` lets the app start fetching the signed-in screens while the call runs. */
export function LoginPage({ onSubmitting }: { onSubmitting?: () => void }) {
  const intl = useIntl();
  // The sign-in route calls the typed client itself, not through RTK Query: the query layer (its
  // cache and middleware) loads with the signed-in screens, which keeps this route's JavaScript small.
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = (useLocation().state as Partial<SignInNotice> | null)?.notice;
  const session = useAppSelector(selectToken);
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed into the page shell's form before the scripts arrived (same input ids).
  const [values, setValues] = useShellForm(formRef, SHELL_FIELDS);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [failure, setFailure] = useState<SignInError | null>(null);
  const [loading, setLoading] = useState(false);
  const [codeStep, setCodeStep] = useState<{ login: string; challengeToken: string } | null>(null);
  const [stepNotice, setStepNotice] = useState<MessageId>();
  const shownNotice = stepNotice ?? notice;
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginRef = useRef<HTMLInputElement>(null);

  if (session && !loading) return <Navigate to={pagePath(HOME_PAGE)} replace />;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (loading) return;
    const rules = loadLoginRules();
    // Values the rules plainly take (a login with no spaces around it and a password that is not
    // blank) go out at once, while the rules (zod, a chunk of their own) may still be loading; the
    // rules judge them all the same, and a value they refuse stops the call and shows its error.
    // Any other value waits for the rules, which say what is wrong or give the login trimmed.
    const early = plainlyValid(values) ? { ...values } : undefined;
    const stop = new AbortController();
    let judged = false;
    let opened = false;
    const send = (body: { login: string; password: string }) => {
      setErrors({});
      setFailure(null);
      setLoading(true);
      const call = api.call('/account/login', body, {
        keepSessionOn403: true,
        signal: stop.signal,
        // The session as soon as the reply brings it, before its lists are checked: the first
        // screen's own calls (main.tsx) travel meanwhile. Only for values the rules have passed.
        ahead: {
          fields: ['token', 'login'],
          take: (session) => {
            if (!judged || !hasFields(session, ['token', 'login'])) return;
            opened = true;
            dispatch(sessionOpened(session));
          },
        },
      });
      // The signed-in screens' code is fetched while the call runs, asked for after it: the call
      // goes out first instead of queueing behind a few dozen chunks for the browser's connections.
      if (onSubmitting) setTimeout(onSubmitting, 0);
      return call;
    };
    const sent = early && send(early);
    // Its failure is read below, once the rules have judged the values.
    void sent?.catch(() => undefined);
    let loginSchema;
    try {
      ({ loginSchema } = await rules);
    } catch {
      stop.abort();
      setLoading(false);
      setFailure({ id: 'error.network' });
      return;
    }
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      stop.abort();
      setLoading(false);
      const found = fieldErrors<Field>(parsed.error.issues);
      setErrors(found);
      setFailure(null);
      (found.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    judged = true;
    try {
      const reply = await (sent || send(parsed.data));
      // Without a session in the reply nobody is signed in; anything else missing is unavailable once in.
      if (!hasFields(reply, ['token', 'login'])) throw badReply();
      enter(reply);
    } catch (error) {
      // A session opened from the reply goes with a reply that could not be read.
      if (opened) dispatch(signedOut());
      setLoading(false);
      if (error instanceof ApiError && error.type === 'twoFactorRequired' && error.challengeToken) {
        setStepNotice(undefined);
        setCodeStep({ login: parsed.data.login, challengeToken: error.challengeToken });
      } else setFailure(signInErrorMessage(error));
    }
  };

  const enter = (reply: Parameters<typeof signedIn>[0]) => {
    dispatch(signedIn(reply));
    void navigate(pagePath(HOME_PAGE), { replace: true });
  };

  const update = (field: Field) => (value: string) => {
    void loadLoginRules().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <main className="login-screen d-flex flex-column align-items-center justify-content-center min-vh-100 p-3">
      <div className="w-100" style={{ maxWidth: 400 }}>
        <div className="d-flex justify-content-end mb-2">
          <LanguageSwitcher />
        </div>
        <div className="card shadow-sm">
          <div className="card-body p-4">
            <h1 className="h4 mb-1">
              <FormattedMessage id="app.name" />
            </h1>
            <p className="text-body-secondary mb-4">
              <FormattedMessage id="login.intro" />
            </p>
            {shownNotice && !failure && !codeStep && (
              <div className="alert alert-warning py-2" role="status" data-testid="login-notice">
                <FormattedMessage id={shownNotice} />
              </div>
            )}
            {codeStep && (
              <Suspense fallback={<div className="spinner-border spinner-border-sm" role="status" />}>
                <TwoFactorStep
                  {...codeStep}
                  onSignedIn={enter}
                  onBack={(next) => {
                    setCodeStep(null);
                    setStepNotice(next);
                    setValues((current) => ({ ...current, password: '' }));
                  }}
                />
              </Suspense>
            )}
            <ErrorBanner>{failure && <FormattedMessage id={failure.id} values={failure.values} />}</ErrorBanner>
            <form
              ref={formRef}
              hidden={!!codeStep}
              noValidate
              onSubmit={(event) => void submit(event)}
              id="login-form"
              aria-label={intl.formatMessage({ id: 'login.title' })}
            >
              <TextField
                id="login-login"
                label={<FormattedMessage id="login.login" />}
                value={values.login}
                onChange={update('login')}
                error={errors.login}
                autoComplete="username"
                autoFocus
                inputRef={loginRef}
                spellCheck={false}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    passwordRef.current?.focus();
                  }
                }}
              />
              <PasswordField
                id="login-password"
                label={<FormattedMessage id="login.password" />}
                value={values.password}
                onChange={update('password')}
                error={errors.password}
                autoComplete="current-password"
                inputRef={passwordRef}
              />
              <LoadingButton type="submit" variant="primary" className="w-100" loading={loading}>
                <FormattedMessage id="login.submit" />
              </LoadingButton>
            </form>
            <ForgotPassword />
          </div>
        </div>
        <p className="text-center text-body-secondary small mt-3 mb-0">
          <FormattedMessage id="app.version" />
        </p>
      </div>
    </main>
  );
}

/** "Forgot your password?": to the host's reset page when `/config.json` names one, else whom to ask. */
function ForgotPassword() {
  const url = runtimeConfig().passwordResetUrl;
  return (
    <p className="small text-center mt-3 mb-0" data-testid="forgot-password">
      {url ? (
        <a href={url}>
          <FormattedMessage id="login.forgot" />
        </a>
      ) : (
        <FormattedMessage id="login.forgotAsk" />
      )}
    </p>
  );
}
