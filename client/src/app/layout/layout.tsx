import { Suspense, useEffect, useState } from 'react';
import { BoxArrowUpRight } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { pageAtPath } from '@panel/contract/pages';
import { useAppSelector } from '../../store/hooks';
import { PageSkeleton } from '../page-skeleton';
import { sharedDialogs } from '../app-dialogs';
import { DialogHost } from '../../components/dialog-host';
import { RefreshFailed } from '../../components/refresh-failed';
import { Toasts } from '../../components/toasts';
import { useSync } from '../../hooks/use-sync';
import { KEEPALIVE_INTERVAL_MS, useListsQuery } from '../../api/queries';
import { selectToken } from '../../store/selectors';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useShortcuts } from './shortcuts';
import { ScreenBoundary } from './screen-boundary';
import { selectLists } from '../../api/queries';

// What a session asks at once (main.tsx, as it starts or at a sign-in's reply), in this chunk: the
// code it needs is the layout's, and a chunk of its own would split the sign-in route's.
export { warmUpSession } from '../../api/session-warm-up';

/**
 * Disk usage is recounted once per session, a moment after the first screen is up: the recount can
 * take the backend a while, and the first screen must not wait behind it.
 */
export const SYNC_DELAY_MS = 2000;
const syncedSessions = new Set<string>();

function useSyncOncePerSession() {
  const session = useAppSelector(selectToken);
  const { sync } = useSync();
  useEffect(() => {
    if (!session || syncedSessions.has(session)) return;
    const timer = setTimeout(() => {
      syncedSessions.add(session);
      sync();
    }, SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, sync]);
}

/** An account not paid for yet: a notice on every screen, with the pay link (a new tab). */
function UnpaidNotice() {
  const paid = useAppSelector((state) => selectLists(state).user?.paid ?? true);
  const pay = useAppSelector((state) => state.session.plan?.upsell?.pay);
  if (paid) return null;
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2" role="status" data-testid="unpaid-notice">
      <span className="flex-grow-1">
        <FormattedMessage id="unpaid.notice" />
      </span>
      {pay && (
        <a className="btn btn-warning btn-sm" href={pay} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="unpaid.pay" />
          <BoxArrowUpRight aria-hidden="true" className="ms-1" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="common.newTab" />
          </span>
        </a>
      )}
    </div>
  );
}

/** The keyboard shortcuts, inside the dialog host (they open the palette and the shortcuts' list). */
function Shortcuts() {
  useShortcuts();
  return null;
}

/**
 * The keepalive, polled while the panel is open: it keeps the session and refreshes the lists. A
 * failed refresh (a screen's entry or the poll) keeps the lists held and says so, with Retry. Its own
 * component, so a keepalive re-renders only this.
 */
function KeepAlive() {
  const { error, isFetching, refetch } = useListsQuery(undefined, { pollingInterval: KEEPALIVE_INTERVAL_MS });
  return <RefreshFailed failure={error} what="refresh.failed.lists" onRetry={() => void refetch()} retrying={isFetching} testId="lists-refresh-failed" />;
}

/**
 * The frame of every signed-in screen: top bar, sidebar and the screen. The screen sits in its
 * error boundary (keyed by page: another screen starts afresh), so a screen that fails leaves the
 * frame and the way to the other screens.
 */
export function Layout() {
  useSyncOncePerSession();
  // Every route of the layout is a page's.
  const page = pageAtPath(useLocation().pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <DialogHost shared={sharedDialogs}>
      <div className="panel-shell">
        <a href="#panel-main" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light">
          <FormattedMessage id="nav.skip" />
        </a>
        <Sidebar show={menuOpen} onHide={() => setMenuOpen(false)} />
        <div className="panel-body">
          <TopBar onMenu={() => setMenuOpen(true)} />
          <main id="panel-main" className="panel-content" tabIndex={-1}>
            <UnpaidNotice />
            <KeepAlive />
            <ScreenBoundary key={page} page={page}>
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </ScreenBoundary>
          </main>
        </div>
        <Toasts />
        <Shortcuts />
      </div>
    </DialogHost>
  );
}
