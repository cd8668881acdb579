import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@panel/contract/pages';
import { useAppDispatch } from '../../store/hooks';
import { signedOut } from '../../store/session-slice';
import { useLogoutMutation } from './api';

/** Ends the session on the server if it can, and always forgets it here (a lost call must not keep the user signed in). */
export function useLogout() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout({}).unwrap();
    } catch {
      // The session is forgotten either way.
    }
    dispatch(signedOut());
    void navigate(LOGIN_PATH, { replace: true });
  }, [logout, dispatch, navigate]);
}
