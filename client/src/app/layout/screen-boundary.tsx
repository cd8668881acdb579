import { useState, type ReactNode } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PanelPage } from '@panel/contract/pages';
import { panelQueries } from '../../api/queries';
import { ErrorBoundary, failureReason, useFocusOnMount } from '../../components/error-boundary';
import { CodeLoadError } from '../../lib/code-load-error';
import { LoadingButton } from '../../components/loading-button';
import { featureOf } from '../commands';
import type { RootState } from '../../store/root-reducer';
import { useAppDispatch } from '../../store/hooks';

/**
 * Asks the server afresh for what the screens show: the lists, and every folder listing the cache
 * holds (the file browser's). Settles when the replies are in, whatever they were.
 */
function refetchShown(): ThunkAction<Promise<unknown>, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { queries } = getState();
    const folders = queries ? panelQueries.util.selectCachedArgsForQuery({ queries }, 'fileList') : [];
    const options = { subscribe: false, forceRefetch: true } as const;
    return Promise.allSettled([
      dispatch(panelQueries.endpoints.lists.initiate(undefined, options)),
      ...folders.map((folder) => dispatch(panelQueries.endpoints.fileList.initiate(folder, options))),
    ]);
  };
}

/**
 * A screen that failed, in place of the screen (the top bar and the sidebar stay): which screen, by
 * its sidebar title, and why — its code did not arrive, or the server's reply was not as expected —,
 * then Retry, which asks for the data again and draws the screen anew (and, for code, Reload). The focus moves to the
 * heading; the heading and the reason are announced (role="alert", without the button).
 */
function ScreenFailed({ page, error, onRetry }: { page: PanelPage; error: Error; onRetry: () => Promise<unknown> }) {
  const intl = useIntl();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [retrying, setRetrying] = useState(false);
  const reason = failureReason(error);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <section className="card screen-failed" aria-labelledby="screen-failed-title" data-testid="screen-failed">
      <div className="card-body">
        <div role="alert">
          <h1 id="screen-failed-title" className="h4" tabIndex={-1} ref={heading}>
            <FormattedMessage id="screenFailed.title" values={{ screen: intl.formatMessage({ id: featureOf(page).title }) }} />
          </h1>
          <p className="mb-1">
            <FormattedMessage id={reason === 'code' ? 'screenFailed.code' : 'screenFailed.reply'} />
          </p>
          <p className="text-body-secondary">
            <FormattedMessage id="screenFailed.others" />
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <LoadingButton variant="primary" loading={retrying} onClick={retry}>
            <FormattedMessage id="common.retry" />
          </LoadingButton>
          {reason === 'code' && (
            // A browser may keep a failed download for the page's life: a reload fetches the code afresh.
            <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
              <FormattedMessage id="error.app.reload" />
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The error boundary of one screen, inside the layout: a screen that throws while rendering shows
 * `ScreenFailed` instead, and the rest of the panel goes on. Give it `key={page}`, so another
 * screen starts without the failure.
 */
export function ScreenBoundary({ page, children }: { page: PanelPage; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <ErrorBoundary
      screen={page}
      fallback={(error, reset) => (
        <ScreenFailed
          page={page}
          error={error}
          onRetry={async () => {
            // Code that did not arrive is downloaded again as the screen is drawn; a reply is asked for again first.
            if (error instanceof CodeLoadError) error.retry?.();
            else await dispatch(refetchShown());
            reset();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
