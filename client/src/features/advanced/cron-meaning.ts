/**
 * What a CRON schedule means: in words (cronstrue, English or Polish), its next runs (cron-parser)
 * and, when it cannot run, which of its five fields is wrong. Loaded only by the CRON screen
 * (`import()` in cron-meaning-view.tsx), so neither library is in any other chunk.
 */
import cronstrue from 'cronstrue';
import 'cronstrue/locales/pl';
import { CronExpressionParser } from 'cron-parser';
import type { Locale } from 'cronstrue/dist/i18n/locale';

/** cronstrue's locales. Bundled, the package (CommonJS) may come as its exports, the class under `default`. */
function cronstrueLocales(): Record<string, Locale> {
  const loaded: { locales?: Record<string, Locale>; default?: { locales?: Record<string, Locale> } } = cronstrue;
  const locales = loaded.locales ?? loaded.default?.locales;
  if (!locales?.pl) throw new Error('cronstrue has no Polish locale');
  return locales;
}

// cronstrue's Polish names days and months in the nominative ("od poniedziałek do piątek", "tylko
// marzec"). A range takes the genitive, a single day "w" with the accusative, a single month "w"
// with the locative: "od poniedziałku do piątku", "tylko w sobotę", "tylko w marcu".
const polish = cronstrueLocales().pl;
const DAYS_GENITIVE = ['niedzieli', 'poniedziałku', 'wtorku', 'środy', 'czwartku', 'piątku', 'soboty'];
const DAYS_ACCUSATIVE = ['niedzielę', 'poniedziałek', 'wtorek', 'środę', 'czwartek', 'piątek', 'sobotę'];
const MONTHS_GENITIVE = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];
const MONTHS_LOCATIVE = [
  'styczniu',
  'lutym',
  'marcu',
  'kwietniu',
  'maju',
  'czerwcu',
  'lipcu',
  'sierpniu',
  'wrześniu',
  'październiku',
  'listopadzie',
  'grudniu',
];
// cronstrue asks for a case with `form` 1 or 2 (a range's ends) and without one for a single item.
polish.daysOfTheWeekInCase = (form) => (form ? DAYS_GENITIVE : DAYS_ACCUSATIVE);
polish.monthsOfTheYearInCase = () => MONTHS_GENITIVE;
polish.monthsOfTheYear = () => MONTHS_LOCATIVE;
polish.commaOnlyOnX0 = () => ', tylko w %s';
polish.commaOnlyInMonthX0 = () => ', tylko w %s';
// Its counts take one word for every number ("co 2 minut"); Polish takes "co 2 minuty", "co 5 minut".
const plural = new Intl.PluralRules('pl');
const counted = (count: string | undefined, few: string, many: string) => (plural.select(Number(count)) === 'few' ? few : many);
polish.everyX0Seconds = (n) => `co %s ${counted(n, 'sekundy', 'sekund')}`;
polish.everyX0Minutes = (n) => `co %s ${counted(n, 'minuty', 'minut')}`;
polish.everyX0Hours = (n) => `co %s ${counted(n, 'godziny', 'godzin')}`;
polish.commaEveryX0Months = (n) => `, co %s ${counted(n, 'miesiące', 'miesięcy')}`;
polish.commaEveryX0Years = (n) => `, co %s ${counted(n, 'lata', 'lat')}`;
// "1. dnia miesiąca", the written ordinal, rather than "1-ego".
polish.commaOnDayX0OfTheMonth = () => ', %s. dnia miesiąca';
polish.commaBetweenDayX0AndX1OfTheMonth = () => ', od %s. do %s. dnia miesiąca';

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
    return cronstrue
      .toString(expression, { locale: pl ? 'pl' : 'en', use24HourTimeFormat: pl, throwExceptionOnParseError: true, verbose: false })
      .normalize('NFC');
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
