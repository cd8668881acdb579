import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ArrowClockwise, ArrowDown, Download } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LogType } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { useFollowedLog } from './use-followed-log';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { dialogErrorMessage } from '../../lib/dialog-error';
import { filterLines, isFiltered, NO_FILTER, SEVERITIES, STATUS_CLASSES, type LogFilter, type Severity, type StatusClass } from './log-lines';
import { InfoDialog } from '../../components/info-dialog';
import { ErrorBanner } from '../../components/error-banner';
import { LogLinesView } from './log-lines-view';
import { FilterSelect } from './filter-select';
import { RefreshFailed } from '../../components/refresh-failed';
import { SearchBox } from '../../components/search-box';
import { Switch } from '../../components/switch';

export const LOG_DIALOG_ID = 'domain-log-dialog';

/** How close to the end (px) still counts as showing the newest line. */
const BOTTOM_SLACK = 8;

/**
 * The last 1,000 lines of a domain's access or error log, the newest last: Follow reads the log
 * again every few seconds and adds what arrived (marked as new; the view stays at the newest line
 * unless the user scrolls up, and turning Follow off keeps the place); filters by text and, for
 * access logs, by status class and client address, with the matches marked; long lines wrapped (at
 * first for an error log, and on a phone, where a match further along would be out of sight) or
 * scrolled sideways;
 * Refresh; and a Download button that opens the whole file (a form post into a new tab).
 */
export function LogViewerDialog({ domain, type = 'access', level }: { domain: string; type?: LogType; level?: Severity }) {
  const intl = useIntl();
  const api = useApi();
  const [follow, setFollow] = useState(false);
  const [atBottom, setAtBottom] = useState(true);
  const { data, error, isLoading, isFetching, refetch, followed, seen } = useFollowedLog(domain, type, follow, atBottom);
  // Opened for a severity (Needs attention's errors of the last day): the error log filtered to it at once.
  const [filter, setFilter] = useState<LogFilter>(() => (level && type === 'error' ? { ...NO_FILTER, level } : NO_FILTER));
  // Until the switch is used: on for an error log (its messages are long sentences) and on a phone; an
  // access log on a wider screen keeps its columns one line each.
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosenWrap, setWrap] = useState<boolean | null>(null);
  const wrap = chosenWrap ?? (type === 'error' || phone);
  const lines = data ? followed.log.lines : null;
  // The box takes each keystroke at once; the lines follow as soon as the browser has time.
  const applied = useDeferredValue(filter);
  const shown = useMemo(() => (lines ? filterLines(lines, applied) : null), [lines, applied]);
  const box = useRef<HTMLPreElement>(null);
  const scrollToEnd = () => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  };
  // While the newest line is in view, new lines, another filter or a change of wrapping keep it there.
  useLayoutEffect(() => {
    if (atBottom) scrollToEnd();
  }, [shown, wrap, atBottom]);
  // And so does a change of the box's width (the window resized, the dialog laid out): wrapped lines
  // take more rows or fewer, which moves the end without a scroll event to say so.
  const hasBox = shown !== null && shown.length > 0;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !atBottom || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(scrollToEnd);
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasBox, atBottom]);
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
    if (bottom === atBottom) return;
    setAtBottom(bottom);
    if (bottom) seen();
  };
  const toNewest = () => {
    setAtBottom(true);
    seen();
  };
  const refreshing = isFetching && !isLoading && !follow;
  const { added, addedFrom } = followed.log;
  // One polite live region says what changed last: how many lines a read brought, or what a filter keeps.
  const [said, setSaid] = useState({ what: 'lines' as 'lines' | 'filter', batch: -1 });
  if (added > 0 && addedFrom !== said.batch) setSaid({ what: 'lines', batch: addedFrom });
  const set = (change: Partial<LogFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setSaid((s) => ({ ...s, what: 'filter' }));
  };

  return (
    <InfoDialog
      initialFocus="field"
      id={LOG_DIALOG_ID}
      onEntered={() => atBottom && scrollToEnd()}
      size="xl"
      fullscreen="lg-down"
      title={<FormattedMessage id={type === 'error' ? 'log.titleError' : 'log.title'} values={{ domain }} />}
      actions={
        <>
          <Button variant="outline-secondary" onClick={() => api.download('/log/download', { domain, type })}>
            <Download aria-hidden="true" className="me-1" />
            <FormattedMessage id="log.download" />
            <span className="visually-hidden">
              {' '}
              <FormattedMessage id="common.newTab" />
            </span>
          </Button>
        </>
      }
    >
      <div className="log-viewer-pane">
        {!isLoading && (
          <div className="log-viewer-toolbar d-flex flex-wrap align-items-center gap-2 mb-2">
            {lines && lines.length > 0 && (
              <div className="log-viewer-filters d-flex flex-wrap align-items-center gap-2">
                <SearchBox
                  id="log-search"
                  className="log-viewer-search"
                  value={filter.text}
                  onChange={(text) => set({ text })}
                  label={intl.formatMessage({ id: 'log.search' })}
                />
                {type === 'error' && (
                  <FilterSelect<Severity>
                    id="log-level"
                    label="log.level"
                    all="log.levelAll"
                    choices={SEVERITIES}
                    choiceLabel={(level) => `log.level.${level}` as const}
                    value={filter.level ?? ''}
                    onChange={(level) => set({ level })}
                  />
                )}
                {type === 'access' && (
                  <>
                    <FilterSelect<StatusClass>
                      id="log-status"
                      label="log.status"
                      all="log.statusAll"
                      choices={STATUS_CLASSES}
                      choiceLabel={(status) => `log.status${status}` as const}
                      value={filter.status}
                      onChange={(status) => set({ status })}
                    />
                    <SearchBox
                      id="log-address"
                      className="log-viewer-address"
                      value={filter.address}
                      onChange={(address) => set({ address })}
                      label={intl.formatMessage({ id: 'log.address' })}
                    />
                  </>
                )}
              </div>
            )}
            <Switch id="log-follow" label="log.follow" checked={follow} onChange={setFollow} />
            {lines && lines.length > 0 && (
              <>
                <Switch id="log-wrap" label="log.wrap" checked={wrap} onChange={setWrap} />
                <span className="log-viewer-count small text-body-secondary" data-testid="log-count">
                  {shown && isFiltered(applied) ? (
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
              {/* Only the icon on phones, so the toolbar keeps to few rows. */}
              <span className="log-viewer-refresh-label ms-1">
                <FormattedMessage id="log.refresh" />
              </span>
            </Button>
          </div>
        )}
        {/* New lines are announced by their count, never line by line. */}
        <div className="visually-hidden" aria-live="polite" data-testid="log-announce">
          {said.what === 'lines' && added > 0 && <FormattedMessage id="log.newLines" values={{ count: added }} />}
          {said.what === 'filter' && shown && lines && isFiltered(applied) && (
            <FormattedMessage id="log.count" values={{ shown: shown.length, total: lines.length }} />
          )}
        </div>
        {isLoading && (
          <div className="d-flex justify-content-center py-4">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
            </Spinner>
          </div>
        )}
        {error && lines ? (
          <RefreshFailed failure={error} what="refresh.failed.log" onRetry={() => void refetch()} retrying={isFetching} testId="log-refresh-failed" />
        ) : (
          error && (
            <ErrorBanner className="mb-0">
              <FormattedMessage id={dialogErrorMessage(error, {}, 'log.error')} />
            </ErrorBanner>
          )
        )}
        {followed.log.gap && (
          <p className="small text-body-secondary mb-2" data-testid="log-gap">
            <FormattedMessage id="log.gap" />
          </p>
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
          <div className="log-viewer-box">
            <LogLinesView
              ref={box}
              lines={shown}
              filter={applied}
              newFrom={followed.newFrom}
              wrap={wrap}
              label={intl.formatMessage({ id: 'log.content' })}
              onScroll={onScroll}
            />
            {!atBottom && followed.unseen > 0 && (
              <Button variant="primary" size="sm" className="log-viewer-jump shadow" onClick={toNewest}>
                <ArrowDown aria-hidden="true" className="me-1" />
                <FormattedMessage id="log.jump" values={{ count: followed.unseen }} />
              </Button>
            )}
          </div>
        )}
      </div>
    </InfoDialog>
  );
}
