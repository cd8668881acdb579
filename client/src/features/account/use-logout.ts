import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { useAppDispatch } from '../../app/hooks';
import { signedOut } from '../../store/account-slice';
import { dialogClosed } from '../../store/ui-slice';

/** Ends the session on the server if it can, and always forgets it here (spec §4). */
export function useLogout() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.call('/account/logout', {}, { keepSessionOn403: true });
    } catch {
      // The session is forgotten either way.
    }
    dispatch(dialogClosed());
    dispatch(signedOut());
    navigate('/login', { replace: true });
  }, [api, dispatch, navigate]);
}
