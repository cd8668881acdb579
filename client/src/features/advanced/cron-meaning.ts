/**
 * What a CRON schedule means: in words (cronstrue, English or Polish), its next runs (cron-parser)
 * and, when it cannot run, which of its five fields is wrong. Loaded only by the CRON screen
 * (`import()` in cron-meaning-view.tsx), so neither library is in any other chunk.
 */
import cronstrue from 'cronstrue';
import 'cronstrue/locales/pl';
import { CronExpressionParser } from 'cron-parser';

/** The five fields of a crontab schedule, in order. */
export const CRON_FIELDS = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type CronField = (typeof CRON_FIELDS)[number];

/** The shortcuts crontab takes in place of the five fields. */
export const CRON_MACROS = ['@reboot', '@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly'] as const;

/** What is wrong with a schedule: a field (with the values it takes), the number of fields, an unknown shortcut, or a day that never comes. */
export type CronProblem =
  | { kind: 'field'; field: CronField; position: number; min: number; max: number }
  | { kind: 'count'; count: number }
  | { kind: 'macro'; macro: string }
  | { kind: 'never' };

const RANGES: Record<CronField, [number, number]> = {
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  dayOfWeek: [0, 7],
};

const fieldsOf = (schedule: string) => schedule.trim().split(/\s+/).filter(Boolean);

/** The schedule's fields one space apart (or its shortcut), or null when it is empty. */
const normal = (schedule: string) => fieldsOf(schedule).join(' ') || null;

const parses = (expression: string) => {
  try {
    CronExpressionParser.parse(expression, { tz: 'UTC' });
    return true;
  } catch {
    return false;
  }
};

/** The first thing wrong with a schedule, or null when it runs (an empty one is the shared rule's business). */
export function cronProblem(schedule: string): CronProblem | null {
  const fields = fieldsOf(schedule);
  if (fields.length === 0) return null;
  if (fields[0].startsWith('@')) {
    const macro = fields[0].toLowerCase();
    if (fields.length === 1 && (CRON_MACROS as readonly string[]).includes(macro)) return null;
    return fields.length === 1 ? { kind: 'macro', macro: fields[0] } : { kind: 'count', count: fields.length };
  }
  if (fields.length !== 5) return { kind: 'count', count: fields.length };
  for (const [position, field] of CRON_FIELDS.entries()) {
    // Each field on its own, the others '*': the parser then names the one it cannot take.
    const alone = CRON_FIELDS.map((_, i) => (i === position ? fields[i] : '*')).join(' ');
    if (!parses(alone)) {
      const [min, max] = RANGES[field];
      return { kind: 'field', field, position: position + 1, min, max };
    }
  }
  return parses(fields.join(' ')) ? null : { kind: 'never' };
}

/** The schedule in words ("At 03:15 AM", "Co 5 minut, …"), or null when it cannot be read. */
export function describeCron(schedule: string, locale: string): string | null {
  const expression = normal(schedule);
  if (!expression || cronProblem(expression)) return null;
  const pl = locale.startsWith('pl');
  try {
    return cronstrue.toString(expression, { locale: pl ? 'pl' : 'en', use24HourTimeFormat: pl, throwExceptionOnParseError: true, verbose: false }).normalize('NFC');
  } catch {
    return null;
  }
}

/** The next `count` runs after `from`, the schedule read in time zone `timeZone`; none for @reboot or a schedule that cannot run. */
export function nextRuns(schedule: string, from: Date, timeZone: string, count = 5): Date[] {
  const expression = normal(schedule);
  if (!expression || cronProblem(expression) || expression.toLowerCase() === '@reboot') return [];
  try {
    return CronExpressionParser.parse(expression, { currentDate: from, tz: timeZone })
      .take(count)
      .map((run) => run.toDate());
  } catch {
    return [];
  }
}
