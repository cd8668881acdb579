import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath, type PageAction, type PageRedirect, type PanelPage } from '@panel/contract/pages';
import { useAppDispatch } from '../store/hooks';
import { findSet, redirectSet, type TableFind } from '../store/navigation-slice';

/**
 * Opens another screen and leaves it a one-off instruction (what to open there, for which domain);
 * `find` names a list item the screen's table shows and focuses (the table of that id takes it).
 */
export function useGoTo() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    <P extends PanelPage>(page: P, action: PageAction<P> | null = null, domain: string | null = null, find?: TableFind) => {
      if (find) dispatch(findSet(find));
      if (action !== null || domain !== null) dispatch(redirectSet({ page, action, domain } as PageRedirect));
      void navigate(pagePath(page));
    },
    [dispatch, navigate],
  );
}
