import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { redirectSet } from '../store/account-slice';
import type { PanelPage } from '../lib/pages';

/** Opens another screen and leaves it a one-off instruction (what to open there, for which domain). */
export function useGoTo() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (page: PanelPage, action: string | null = null, domain: string | null = null) => {
      if (action !== null || domain !== null) dispatch(redirectSet({ page, action, domain }));
      navigate(`/${page}`);
    },
    [dispatch, navigate],
  );
}
