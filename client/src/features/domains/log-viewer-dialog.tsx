import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/api-context';
import { ErrorBanner } from '../../components/error-banner';
import { InfoDialog } from '../../components/info-dialog';
import { lastLines } from '../../lib/last-lines';

export const DOMAIN_LOG_DIALOG_ID = 'domain-log-dialog';
export const LOG_VIEWER_LINES = 100;

type LogState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; text: string };

/** The last 100 lines of a domain's access log, scrolled to the newest. */
export function LogViewerDialog({ domain, onHide }: { domain: string | null; onHide: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const [state, setState] = useState<LogState>({ status: 'loading' });
  const [shown, setShown] = useState(domain ?? '');
  const pre = useRef<HTMLPreElement>(null);
  if (domain !== null && domain !== shown) setShown(domain);

  useEffect(() => {
    if (domain === null) return;
    let live = true;
    setState({ status: 'loading' });
    api.call('/log/show', { domain, type: 'access' }).then(
      (reply) => live && setState({ status: 'loaded', text: lastLines(reply.log, LOG_VIEWER_LINES) }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, domain]);

  useLayoutEffect(() => {
    if (state.status === 'loaded' && pre.current) pre.current.scrollTop = pre.current.scrollHeight;
  }, [state]);

  return (
    <InfoDialog
      id={DOMAIN_LOG_DIALOG_ID}
      show={domain !== null}
      onHide={onHide}
      onEntered={() => {
        if (pre.current) pre.current.scrollTop = pre.current.scrollHeight;
      }}
      size="xl"
      fullscreen="lg-down"
      title={<FormattedMessage id="log.title" values={{ domain: shown }} />}
    >
      {state.status === 'loading' && (
        <div className="d-flex justify-content-center py-4">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
          </Spinner>
        </div>
      )}
      {state.status === 'failed' && (
        <ErrorBanner className="mb-0">
          <FormattedMessage id="log.error" />
        </ErrorBanner>
      )}
      {state.status === 'loaded' &&
        (state.text === '' ? (
          <p className="text-body-secondary mb-0">
            <FormattedMessage id="log.empty" />
          </p>
        ) : (
          <pre
            ref={pre}
            className="log-viewer bg-body-tertiary border rounded p-2 mb-0 small"
            tabIndex={0}
            aria-label={intl.formatMessage({ id: 'log.content' })}
            data-testid="log-viewer-text"
          >
            {state.text}
          </pre>
        ))}
    </InfoDialog>
  );
}
