import { Component, useContext, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { IntlContext } from 'react-intl';
import { recentOperations, reportProblem } from '../api/diagnostics';
import { CodeLoadError } from '../lib/code-load-error';

/** Anything thrown, as an Error (a screen may throw a string or a plain object). */
function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(typeof thrown === 'string' ? thrown : 'A value that is not an Error was thrown');
}

/** Why a part of the panel failed, as the user is told: its code did not arrive, or it broke on what it was given. */
export type FailureReason = 'code' | 'reply';

export const failureReason = (error: Error): FailureReason => (error instanceof CodeLoadError ? 'code' : 'reply');

interface BoundaryProps {
  /** The page name a failure is reported with (`screen` in the report); the whole app has none. */
  screen?: string;
  /** What shows instead of the children once they failed; `reset` draws them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches what its children throw while rendering and shows `fallback` instead, so the rest of the
 * page stays: each screen has one inside the layout (keyed by page: another screen starts afresh),
 * and the whole app one for what escapes. Each catch is reported (`reportProblem`, kind
 * `screen-failed`) with the call that most probably brought what broke it.
 */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(thrown: unknown) {
    return { error: asError(thrown) };
  }

  componentDidCatch(thrown: unknown, _info: ErrorInfo) {
    reportProblem({ kind: 'screen-failed', screen: this.props.screen, operation: recentOperations().at(-1), detail: asError(thrown).message });
  }

  reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/** Puts the keyboard focus on a failure's heading as it appears, so a screen reader starts there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * The app-level failure's texts in English, as en.json words them (a test holds them equal): shown
 * when the catalogue in use lacks them, say because the panel's texts could not be downloaded.
 */
export const APP_FAILED_ENGLISH = {
  'error.app.title': 'The panel could not be shown',
  'error.app.reply': 'Something the panel received was not as expected. Reload the page to try again.',
  'error.app.code': "Part of the panel's code could not be downloaded. Check your network connection and reload the page.",
  'error.app.reload': 'Reload the page',
} as const;

type AppFailedText = keyof typeof APP_FAILED_ENGLISH;

/**
 * What the whole app shows when something escaped every screen's boundary (the layout itself, the
 * sign-in form): the failure in the user's language, or in English when those texts are missing
 * (they are in the sign-in routes' part of each catalogue), and Reload.
 */
export function AppFailed({ error }: { error: Error }) {
  const intl = useContext(IntlContext);
  const text = (id: AppFailedText) => (intl?.messages[id] ? intl.formatMessage({ id }) : APP_FAILED_ENGLISH[id]);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="login-screen d-flex align-items-center justify-content-center min-vh-100 p-3">
      <section className="card shadow-sm w-100" style={{ maxWidth: 480 }} aria-labelledby="app-failed-title" data-testid="app-failed">
        <div className="card-body">
          <div role="alert">
            <h1 id="app-failed-title" className="h4" tabIndex={-1} ref={heading}>
              {text('error.app.title')}
            </h1>
            <p>{text(failureReason(error) === 'code' ? 'error.app.code' : 'error.app.reply')}</p>
          </div>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {text('error.app.reload')}
          </button>
        </div>
      </section>
    </div>
  );
}

/** The boundary around the whole app. */
export function AppBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <AppFailed error={error} />}>{children}</ErrorBoundary>;
}
