import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { HOME_PAGE, LOGIN_PATH, pagePath, pageRedirect } from '@panel/contract/pages';
import { useApi } from '../../api/api-context';
import { hasFields } from '../../api/client';
import { badReply } from '../../api/errors';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { redirectSet } from '../../store/navigation-slice';
import { signedIn, signedOut } from '../../store/session-slice';
import { toastShown } from '../../store/ui-slice';
import type { SignInNotice } from './login-page';

/**
 * Exchanges the hand-off token in the address for a session, then opens the page the hint names;
 * an invalid, expired or used link lands on the sign-in form, which says so.
 *
 * With a session already in this browser, nothing is switched silently: the page first names the
 * account signed in and asks. Cancel goes back to the panel with the link unused; continuing ends
 * that session (forgotten here even if the logout call fails), then uses the link and says which
 * account it signed in to. Whether the link is for the same account cannot be known without using
 * it, so a session is always asked about.
 */
export function AuthorizePage({ onStart }: { onStart?: () => void }) {
  const { token = '' } = useParams();
  // The sign-in route calls the typed client itself, not through RTK Query: the query layer (its
  // cache and middleware) loads with the signed-in screens, which keeps this route's JavaScript small.
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector((state) => (state.session.token ? (state.session.login ?? '') : null));
  // Decided on arrival: the session to end first, and whether the person has agreed to end it.
  const [replacing] = useState(current);
  const [agreed, setAgreed] = useState(false);
  const started = useRef<string | null>(null);
  const asking = replacing !== null && !agreed;

  useEffect(() => {
    // One exchange per token: the token is single-use, so a second call would fail.
    if (asking || started.current === token) return;
    started.current = token;
    onStart?.();
    const exchange = async () => {
      if (replacing !== null) {
        try {
          await api.call('/account/logout', {}, { keepSessionOn403: true });
        } catch {
          // The old session is forgotten either way.
        }
        dispatch(signedOut());
      }
      const { redirect = null, ...session } = await api.call('/account/redirect', { token }, { keepSessionOn403: true });
      if (!hasFields(session, ['token', 'login'])) throw badReply();
      dispatch(signedIn(session));
      if (replacing !== null) dispatch(toastShown('toast.signedInAs', { login: session.login }));
      const { page, redirect: instruction } = pageRedirect(redirect);
      if (instruction) dispatch(redirectSet(instruction));
      void navigate(pagePath(page), { replace: true });
    };
    // The sign-in form says why the user landed there.
    exchange().catch(() => navigate(LOGIN_PATH, { replace: true, state: { notice: 'login.linkExpired' } satisfies SignInNotice }));
  }, [api, asking, dispatch, navigate, onStart, replacing, token]);

  if (asking) {
    return (
      <main className="login-screen d-flex flex-column align-items-center justify-content-center min-vh-100 p-3">
        {/* The look of the page shell's card for a sign-in link (index.html), which this replaces. */}
        <div className="w-100" style={{ maxWidth: 400 }}>
          <div className="d-flex justify-content-end mb-2">
            <LanguageSwitcher />
          </div>
          <section className="card shadow-sm" aria-labelledby="authorize-switch-title" data-testid="authorize-switch">
            <div className="card-body p-4">
              <h1 className="h4 mb-3" id="authorize-switch-title">
                <FormattedMessage id="authorize.switch.title" />
              </h1>
              <p className="mb-4 text-break">
                <FormattedMessage id="authorize.switch.text" values={{ login: <strong key="login">{replacing}</strong> }} />
              </p>
              <div className="d-flex flex-wrap justify-content-end gap-2">
                <Button variant="outline-secondary" autoFocus onClick={() => void navigate(pagePath(HOME_PAGE), { replace: true })}>
                  <FormattedMessage id="common.cancel" />
                </Button>
                <Button variant="primary" onClick={() => setAgreed(true)}>
                  <FormattedMessage id="authorize.switch.continue" />
                </Button>
              </div>
            </div>
          </section>
        </div>
      </main>
    );
  }

  return (
    <main className="d-flex flex-column align-items-center justify-content-center min-vh-100 gap-3">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="h5 mb-0" role="status">
        <FormattedMessage id="authorize.progress" />
      </p>
    </main>
  );
}
