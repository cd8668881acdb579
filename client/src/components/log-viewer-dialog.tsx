import { useLayoutEffect, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Download } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LogType } from '@panel/contract';
import { useApi } from '../api/api-context';
import { useLogQuery } from '../api/queries';
import { dialogErrorMessage } from '../lib/dialog-error';
import { lastLines } from '../lib/last-lines';
import { DialogFrame, useCloseDialog } from './dialog-frame';
import { ErrorBanner } from './error-banner';

export const LOG_DIALOG_ID = 'domain-log-dialog';
export const LOG_VIEWER_LINES = 100;

/**
 * The last 100 lines of a domain's access or error log, scrolled to the newest, with a Download
 * button that opens the whole file (a form post into a new tab).
 */
export function LogViewerDialog({ domain, type = 'access' }: { domain: string; type?: LogType }) {
  const intl = useIntl();
  const api = useApi();
  const close = useCloseDialog();
  const { data, error, isLoading } = useLogQuery({ domain, type });
  const text = useMemo(() => (data ? lastLines(data.log, LOG_VIEWER_LINES) : null), [data]);
  const pre = useRef<HTMLPreElement>(null);
  const scrollToEnd = () => {
    if (pre.current) pre.current.scrollTop = pre.current.scrollHeight;
  };
  useLayoutEffect(scrollToEnd, [text]);

  return (
    <DialogFrame
      id={LOG_DIALOG_ID}
      onEntered={scrollToEnd}
      size="xl"
      fullscreen="lg-down"
      title={<FormattedMessage id={type === 'error' ? 'log.titleError' : 'log.title'} values={{ domain }} />}
      footer={
        <>
          <Button variant="outline-secondary" onClick={() => api.download('/log/download', { domain, type })}>
            <Download aria-hidden="true" className="me-1" />
            <FormattedMessage id="log.download" />
            <span className="visually-hidden">
              {' '}
              <FormattedMessage id="common.newTab" />
            </span>
          </Button>
          <Button variant="primary" onClick={close}>
            <FormattedMessage id="common.close" />
          </Button>
        </>
      }
    >
      {isLoading && (
        <div className="d-flex justify-content-center py-4">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
          </Spinner>
        </div>
      )}
      {error && (
        <ErrorBanner className="mb-0">
          <FormattedMessage id={dialogErrorMessage(error, {}, 'log.error')} />
        </ErrorBanner>
      )}
      {text === '' && (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="log.empty" />
        </p>
      )}
      {text && (
        <pre ref={pre} className="log-viewer bg-body-tertiary border rounded p-2 mb-0 small" tabIndex={0} aria-label={intl.formatMessage({ id: 'log.content' })} data-testid="log-viewer-text">
          {text}
        </pre>
      )}
    </DialogFrame>
  );
}
