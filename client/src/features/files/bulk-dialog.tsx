import { useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { refusalMessages, ruleMessages } from '@panel/contract/rules';
import { failureCode, isApiError } from '../../api/errors';
import { DialogFrame, useCloseDialog } from '../../components/dialog-frame';
import { dialogErrorMessage } from '../../lib/dialog-error';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import type { MessageValues } from '../../store/ui-slice';
import { useAppDispatch } from '../../store/hooks';
import { runBulk, type BulkOutcome } from './bulk-run';
import { filesApi } from './api';
import { useListingUpdate } from './use-file-call';

/** Names a confirmation lists before "and N more": enough to check, few enough to read. */
export const NAMES_SHOWN = 100;

const knownTexts = Object.entries({ ...ruleMessages, ...refusalMessages }) as [MessageId, string][];

/** Why one entry failed, in the user's language when the server's message is one the panel knows, else as the server said it. */
export function failureReason(error: unknown, intl: IntlShape): string {
  const message = failureCode(error) !== 0 && (isApiError(error) || error instanceof Error) ? error.message : '';
  const known = knownTexts.find(([, text]) => text === message);
  return known ? intl.formatMessage({ id: known[0] }) : message || intl.formatMessage({ id: dialogErrorMessage(error) });
}

/** The entries a bulk action names: kinds counted, then the names (a long selection scrolls, then "and N more"). */
export function EntryList({ entries }: { entries: readonly FileEntry[] }) {
  const intl = useIntl();
  const kinds = (['directory', 'file', 'link', 'other'] as const)
    .map((type) => ({ type, count: entries.filter((e) => e.type === type).length }))
    .filter((k) => k.count > 0);
  const rest = entries.length - NAMES_SHOWN;
  return (
    <>
      <p className="small mb-1" data-testid="bulk-kinds">
        {kinds.map(({ type, count }, i) => (
          <span key={type}>
            {i > 0 && ', '}
            <FormattedMessage id={`files.kind.${type}`} values={{ count }} />
          </span>
        ))}
      </p>
      {/* Focusable, so a keyboard can scroll it. */}
      <ul
        className="bulk-names list-unstyled small border rounded px-2 py-1 mb-2"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must take the focus to be scrolled by keys
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'files.bulk.names' })}
        data-testid="bulk-names"
      >
        {entries.slice(0, NAMES_SHOWN).map((entry) => (
          <li key={entry.name} className="text-truncate" title={entry.name}>
            {entry.name}
          </li>
        ))}
        {rest > 0 && (
          <li className="text-body-secondary">
            <FormattedMessage id="files.bulk.more" values={{ count: rest }} />
          </li>
        )}
      </ul>
    </>
  );
}

export interface BulkDialogProps {
  id: string;
  title: ReactNode;
  /** The entries the calls act on. */
  entries: readonly FileEntry[];
  /** What will change, above the names. */
  summary: ReactNode;
  /** The choices the action needs (the folder, the mode) and what else it should say. */
  children?: ReactNode;
  submitLabel: ReactNode;
  danger?: boolean;
  submitDisabled?: boolean;
  /** What stops the run from starting (no folder chosen): shown when the button is pressed. */
  problem?: MessageId | null;
  call: (entry: FileEntry) => Promise<unknown>;
  /** The folders whose listings the action changes: listed again once, at the end. */
  refresh: readonly string[];
  /** The toast when every entry succeeded. */
  toast: (count: number) => { id: MessageId; values?: MessageValues };
  /** After every entry succeeded and the dialog closed: the button that opened it may be gone with the selection. */
  onDone?: () => void;
}

type Phase = { at: 'confirm' } | { at: 'running'; finished: number } | { at: 'report'; outcome: BulkOutcome };

/**
 * A bulk action: one confirmation that names what will change, then the calls one entry after
 * another (a few at a time) with "n of m" progress and a Stop button, then — when every entry
 * succeeded — a toast and the dialog closes, else a report naming each entry that failed and why.
 */
export function BulkDialog({
  id,
  title,
  entries,
  summary,
  children,
  submitLabel,
  danger,
  submitDisabled,
  problem,
  call,
  refresh,
  toast,
  onDone,
}: BulkDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const update = useListingUpdate();
  const showToast = useToast();
  const [phase, setPhase] = useState<Phase>({ at: 'confirm' });
  const [tried, setTried] = useState(false);
  const stop = useRef(false);
  // Closed by the user (×, Escape) while running: no new call starts, and nothing is shown afterwards.
  const closed = useRef(false);
  const onClose = () => {
    stop.current = true;
    closed.current = true;
  };
  const close = useCloseDialog(onClose);
  const total = entries.length;

  const start = async () => {
    setTried(true);
    if (problem || submitDisabled || phase.at !== 'confirm') return;
    setPhase({ at: 'running', finished: 0 });
    const outcome = await runBulk(
      entries,
      (entry) =>
        call(entry).catch((error: unknown) => {
          // The session is gone (the client signs out): nothing more would succeed.
          if (failureCode(error) === 403) stop.current = true;
          throw error;
        }),
      { progress: (finished) => setPhase({ at: 'running', finished }), stopped: () => stop.current },
    );
    await Promise.all(
      refresh.map((directory) =>
        dispatch(filesApi.endpoints.folderReread.initiate({ directory }, { subscribe: false, forceRefetch: true }))
          .unwrap()
          .then(
            (reply) => update(directory, reply),
            () => undefined,
          ),
      ),
    );
    if (closed.current) return;
    if (outcome.failures.length === 0 && outcome.skipped === 0) {
      const { id: message, values } = toast(outcome.done);
      showToast(message, values);
      close();
      onDone?.();
    } else setPhase({ at: 'report', outcome });
  };

  const footer =
    phase.at === 'confirm' ? (
      <>
        <Button variant="outline-secondary" onClick={close} autoFocus={danger}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </>
    ) : phase.at === 'running' ? (
      <Button variant="outline-secondary" onClick={() => (stop.current = true)} data-testid="bulk-stop">
        <FormattedMessage id="files.bulk.stop" />
      </Button>
    ) : (
      <Button variant="primary" onClick={close} autoFocus>
        <FormattedMessage id="common.close" />
      </Button>
    );

  return (
    <DialogFrame id={id} title={title} footer={footer} onSubmit={phase.at === 'confirm' ? () => void start() : undefined} onClose={onClose}>
      {phase.at === 'confirm' && (
        <>
          <div className="mb-2 text-break">{summary}</div>
          <EntryList entries={entries} />
          {children}
          {tried && problem && (
            <p className="text-danger small mt-2 mb-0" role="alert">
              <FormattedMessage id={problem} />
            </p>
          )}
        </>
      )}
      {phase.at === 'running' && (
        <>
          <p className="mb-2" aria-live="polite" data-testid="bulk-progress-text">
            <FormattedMessage id="files.bulk.progress" values={{ done: phase.finished, total }} />
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'files.bulk.progressLabel' })}
            aria-valuenow={phase.finished}
            aria-valuemin={0}
            aria-valuemax={total}
            data-testid="bulk-progress"
          >
            <div className="progress-bar" style={{ width: `${(phase.finished / Math.max(total, 1)) * 100}%` }} />
          </div>
        </>
      )}
      {phase.at === 'report' && <BulkReport outcome={phase.outcome} total={total} />}
    </DialogFrame>
  );
}

function BulkReport({ outcome, total }: { outcome: BulkOutcome; total: number }) {
  const intl = useIntl();
  return (
    <div data-testid="bulk-report">
      <p className="mb-2" role="status">
        <FormattedMessage id="files.bulk.done" values={{ done: outcome.done, total }} />
      </p>
      {outcome.skipped > 0 && (
        <p className="mb-2">
          <FormattedMessage id="files.bulk.stopped" values={{ count: outcome.skipped }} />
        </p>
      )}
      {outcome.failures.length > 0 && (
        <>
          <p className="text-danger mb-1 fw-semibold">
            <FormattedMessage id="files.bulk.failed" values={{ count: outcome.failures.length }} />
          </p>
          <ul
            className="bulk-names list-unstyled small border rounded px-2 py-1 mb-0"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must take the focus to be scrolled by keys
            tabIndex={0}
            aria-label={intl.formatMessage({ id: 'files.bulk.failures' })}
            data-testid="bulk-failures"
          >
            {outcome.failures.map(({ entry, error }) => (
              <li key={entry.name} className="text-break">
                <span className="fw-semibold">{entry.name}</span>
                {': '}
                {failureReason(error, intl)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
