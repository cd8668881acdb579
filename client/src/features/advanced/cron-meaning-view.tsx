import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverNow } from '../../lib/server-time';
import { formatClock, formatMoment } from '../../lib/format-date';
import type { MessageId } from '../../i18n/messages';
import { importOnce } from '../../lib/import-once';

type CronMeaningModule = typeof import('./cron-meaning');

/** The describer and parser, fetched once, the first time the CRON screen shows a schedule. */
const load = importOnce(() => import('./cron-meaning'));

/** The cron-meaning module once it is here (null until then; redraws when it arrives). */
function useCronMeaning(): CronMeaningModule | null {
  const [module, setModule] = useState(load.loaded() ?? null);
  useEffect(() => {
    if (module) return;
    let live = true;
    void load().then((m) => live && setModule(m));
    return () => void (live = false);
  }, [module]);
  return module;
}

/** The browser's time zone, which the next runs are read in (the contract names no server time zone). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A schedule in words, for the CRON table; `fallback` until the describer has loaded or when it cannot read it. */
export function CronDescription({ settings, fallback }: { settings: string; fallback: ReactNode }) {
  const { locale } = useIntl();
  const meaning = useCronMeaning();
  const text = meaning?.describeCron(settings, locale);
  return text ? <span data-testid="cron-description">{text}</span> : <>{fallback}</>;
}

/** Under the schedule in the CRON dialog: what it means, what is wrong with it, and its next five runs. */
export function CronPreview({ settings }: { settings: string }) {
  const intl = useIntl();
  const meaning = useCronMeaning();
  const timeZone = useMemo(() => browserTimeZone(), []);
  const view = useMemo(() => {
    if (!meaning) return null;
    return {
      text: meaning.describeCron(settings, intl.locale),
      problem: meaning.cronProblem(settings),
      runs: meaning.nextRuns(settings, new Date(serverNow()), timeZone),
      now: new Date(serverNow()),
    };
  }, [meaning, settings, intl.locale, timeZone]);
  if (!view) return null;
  const { text, problem, runs, now } = view;
  return (
    <div className="mb-3 small" aria-live="polite" data-testid="cron-preview">
      {problem ? (
        <p className="text-danger mb-0" data-testid="cron-problem">
          {problem.kind === 'field' ? (
            <FormattedMessage
              id="cronMeaning.fieldError"
              values={{
                field: intl.formatMessage({ id: `cronMeaning.field.${problem.field}` as MessageId }),
                position: problem.position,
                min: problem.min,
                max: problem.max,
              }}
            />
          ) : problem.kind === 'count' ? (
            <FormattedMessage id="cronMeaning.countError" values={{ count: problem.count }} />
          ) : problem.kind === 'macro' ? (
            <FormattedMessage id="cronMeaning.macroError" values={{ macro: problem.macro }} />
          ) : (
            <FormattedMessage id="cronMeaning.neverError" />
          )}
        </p>
      ) : null}
      {text ? (
        <p className="mb-1 fw-semibold" data-testid="cron-meaning">
          {text}
        </p>
      ) : null}
      {runs.length > 0 ? (
        <>
          <p className="mb-1 text-body-secondary">
            <FormattedMessage id="cronMeaning.nextRuns" values={{ zone: timeZone }} />
          </p>
          <ol className="mb-0" data-testid="cron-next-runs">
            {runs.map((run) => (
              <li key={run.getTime()}>
                {formatMoment(intl, run, timeZone, now)} <span className="text-body-secondary">({formatClock(intl, run, 'UTC')} UTC)</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
