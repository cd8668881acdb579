import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ArrowClockwise, Download } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LogType } from '@panel/contract';
import { useApi } from '../api/api-context';
import { useLogQuery } from '../api/queries';
import { dialogErrorMessage } from '../lib/dialog-error';
import { lastLines } from '../lib/last-lines';
import { DialogFrame, useCloseDialog } from './dialog-frame';
import { ErrorBanner } from './error-banner';
import { SearchBox } from './search-box';

export const LOG_DIALOG_ID = 'domain-log-dialog';
export const LOG_VIEWER_LINES = 100;

/**
 * The last 100 lines of a domain's access or error log, scrolled to the newest: a filter that
 * narrows them as you type, long lines wrapped or scrolled sideways, Refresh to read the log again,
 * and a Download button that opens the whole file (a form post into a new tab).
 */
export function LogViewerDialog({ domain, type = 'access' }: { domain: string; type?: LogType }) {
  const intl = useIntl();
  const api = useApi();
  const close = useCloseDialog();
  const { data, error, isLoading, isFetching, refetch } = useLogQuery({ domain, type });
  const [search, setSearch] = useState('');
  const [wrap, setWrap] = useState(false);
  const lines = useMemo(() => {
    if (!data) return null;
    const text = lastLines(data.log, LOG_VIEWER_LINES);
    return text === '' ? [] : text.split('\n');
  }, [data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle === '' || !lines ? lines : lines.filter((line) => line.toLowerCase().includes(needle));
  }, [lines, search]);
  const pre = useRef<HTMLPreElement>(null);
  const scrollToEnd = () => {
    if (pre.current) pre.current.scrollTop = pre.current.scrollHeight;
  };
  // A new reply, another filter or a change of wrapping each bring the newest line back into view.
  useLayoutEffect(scrollToEnd, [data, shown, wrap]);
  const refreshing = isFetching && !isLoading;

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
      <div className="log-viewer-pane">
        {!isLoading && (
          <div className="log-viewer-toolbar d-flex flex-wrap align-items-center gap-2 mb-2">
            {lines && lines.length > 0 && (
              <>
                <SearchBox id="log-search" className="log-viewer-search" value={search} onChange={setSearch} label={intl.formatMessage({ id: 'log.search' })} />
                <Form.Check type="switch" role="switch" id="log-wrap" className="small mb-0" checked={wrap} onChange={(event) => setWrap(event.currentTarget.checked)} label={intl.formatMessage({ id: 'log.wrap' })} />
                <span className="small text-body-secondary" role="status" data-testid="log-count">
                  {shown && search.trim() !== '' ? (
                    <FormattedMessage id="log.count" values={{ shown: shown.length, total: lines.length }} />
                  ) : (
                    <FormattedMessage id="log.lines" values={{ total: lines.length }} />
                  )}
                </span>
              </>
            )}
            {/* Stays enabled while it runs, so the focus is not lost; a second press waits for the first. */}
            <Button
              variant="outline-secondary"
              size="sm"
              className="log-viewer-refresh ms-auto"
              aria-busy={refreshing}
              title={intl.formatMessage({ id: 'log.refresh' })}
              onClick={() => {
                if (!isFetching) void refetch();
              }}
            >
              {refreshing ? <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> : <ArrowClockwise aria-hidden="true" />}
              {/* Only the icon on phones, so the toolbar keeps to two rows. */}
              <span className="log-viewer-refresh-label ms-1">
                <FormattedMessage id="log.refresh" />
              </span>
            </Button>
          </div>
        )}
        {isLoading && (
          <div className="d-flex justify-content-center py-4">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
            </Spinner>
          </div>
        )}
        {error && (
          <ErrorBanner className={lines ? 'mb-2' : 'mb-0'}>
            <FormattedMessage id={dialogErrorMessage(error, {}, 'log.error')} />
          </ErrorBanner>
        )}
        {lines?.length === 0 && (
          <p className="text-body-secondary mb-0">
            <FormattedMessage id="log.empty" />
          </p>
        )}
        {shown && lines && lines.length > 0 && shown.length === 0 && (
          <p className="text-body-secondary mb-0" data-testid="log-no-match">
            <FormattedMessage id="log.noMatch" />
          </p>
        )}
        {shown && shown.length > 0 && (
          <pre
            ref={pre}
            className={`log-viewer bg-body-tertiary border rounded p-2 mb-0 small${wrap ? ' log-viewer-wrapped' : ''}`}
            tabIndex={0}
            aria-label={intl.formatMessage({ id: 'log.content' })}
            data-testid="log-viewer-text"
          >
            {shown.join('\n')}
          </pre>
        )}
      </div>
    </DialogFrame>
  );
}
