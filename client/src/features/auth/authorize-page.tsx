import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { LOGIN_PATH, pagePath, pageRedirect } from '@panel/contract/pages';
import { useApi } from '../../api/api-context';
import { useAppDispatch } from '../../store/hooks';
import { redirectSet, signedIn } from '../../store/account-slice';
import type { SignInNotice } from './login-page';

/**
 * Exchanges the hand-off token in the address for a session, then opens the page the hint names;
 * an invalid, expired or used link lands on the sign-in form, which says so.
 */
export function AuthorizePage({ onStart }: { onStart?: () => void }) {
  const { token = '' } = useParams();
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef<string | null>(null);

  useEffect(() => {
    // One exchange per token: the token is single-use, so a second call would fail.
    if (started.current === token) return;
    started.current = token;
    onStart?.();
    api.call('/account/redirect', { token }, { keepSessionOn403: true }).then(
      (reply) => {
        const { redirect, ...session } = reply;
        dispatch(signedIn(session));
        const { page, redirect: instruction } = pageRedirect(redirect);
        if (instruction) dispatch(redirectSet(instruction));
        void navigate(pagePath(page), { replace: true });
      },
      // The sign-in form says why the user landed there.
      () => navigate(LOGIN_PATH, { replace: true, state: { notice: 'login.linkExpired' } satisfies SignInNotice }),
    );
  }, [api, dispatch, navigate, onStart, token]);

  return (
    <main className="d-flex flex-column align-items-center justify-content-center min-vh-100 gap-3">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="h5 mb-0" role="status">
        <FormattedMessage id="authorize.progress" />
      </p>
    </main>
  );
}
