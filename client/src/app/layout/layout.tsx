import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PageSpinner } from '../page-spinner';
import { Toasts } from '../../components/toasts';
import { ChangePasswordDialog } from '../../features/account/change-password-dialog';
import { AddDomainDialog } from '../../features/domains/add-domain-dialog';
import { useSync } from '../../hooks/use-sync';
import { selectSession } from '../../store/selectors';
import { dialogClosed } from '../../store/ui-slice';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * Disk usage is recounted once per session, a moment after the first screen is up: the recount can
 * take the backend a while, and the first screen must not wait behind it.
 */
export const SYNC_DELAY_MS = 2000;
const syncedSessions = new Set<string>();

function useSyncOncePerSession() {
  const session = useAppSelector(selectSession);
  const sync = useSync();
  useEffect(() => {
    if (!session || syncedSessions.has(session)) return;
    const timer = setTimeout(() => {
      syncedSessions.add(session);
      void sync();
    }, SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, sync]);
}

/** The frame of every signed-in screen (spec §2 "Shared layout"). */
export function Layout() {
  useSyncOncePerSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const dialog = useAppSelector((state) => state.ui.dialog);
  const dispatch = useAppDispatch();
  const closeDialog = () => dispatch(dialogClosed());
  return (
    <div className="panel-shell">
      <a href="#panel-main" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light">
        <FormattedMessage id="nav.skip" />
      </a>
      <Sidebar show={menuOpen} onHide={() => setMenuOpen(false)} />
      <div className="panel-body">
        <TopBar onMenu={() => setMenuOpen(true)} />
        <main id="panel-main" className="panel-content" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ChangePasswordDialog show={dialog === 'changePassword'} onHide={closeDialog} />
      <AddDomainDialog show={dialog === 'addDomain'} onHide={closeDialog} />
      <Toasts />
    </div>
  );
}
