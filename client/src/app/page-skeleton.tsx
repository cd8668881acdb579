import { SkeletonRows } from '../components/skeleton-rows';

/** A screen of the layout while its code arrives: where its title goes, and a card of skeleton rows. */
export function PageSkeleton() {
  return (
    <>
      <div className="h3 mb-3 placeholder-glow text-body-tertiary" aria-hidden="true">
        <span className="placeholder col-6 col-md-3" />
      </div>
      <div className="card">
        <SkeletonRows />
      </div>
    </>
  );
}

/** The layout while its code arrives, as the page shell (index.html) draws it: sidebar, top bar, a screen. */
export function FrameSkeleton() {
  return (
    <div className="panel-shell">
      <div className="d-none d-lg-block position-fixed top-0 start-0 h-100 text-bg-dark" style={{ width: 'var(--panel-sidebar-width)' }} />
      <div className="panel-body">
        <div className="panel-topbar border-bottom bg-body" />
        <div className="panel-content">
          <PageSkeleton />
        </div>
      </div>
    </div>
  );
}

/** The sign-in screens while their code arrives: the card they show, empty. */
export function SignInSkeleton() {
  return (
    <div className="login-screen d-flex align-items-center justify-content-center min-vh-100 p-3">
      <div className="card shadow-sm w-100" style={{ maxWidth: 400 }}>
        <SkeletonRows rows={3} />
      </div>
    </div>
  );
}
