import type { IntlShape } from 'react-intl';

/** The month names `ls -l` writes (the contract's file entries give them so, whatever the language). */
export const LISTING_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const TIME = /^(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The day of a date the server gives (`YYYY-MM-DD`, maybe with a time after it) as UTC
 * milliseconds; undefined for anything that is not a real day (another type, '2027-02-30', 'soon').
 */
export function serverDay(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? at : undefined;
}

/**
 * Whether a reply's text is the date its contract format says: `server-date-time` the server's
 * `YYYY-MM-DD HH:MM:SS` (the time may be left out), `date-time` ISO 8601. A real day and time only.
 */
export function isDateText(value: string, format: 'date-time' | 'server-date-time'): boolean {
  if (serverDay(value) === undefined) return false;
  const time = TIME.exec(value.slice(10));
  if (!time) return false;
  if (time[1] !== undefined && (Number(time[1]) > 23 || Number(time[2]) > 59 || Number(time[3] ?? 0) > 60)) return false;
  return format === 'server-date-time' || (time[1] !== undefined && !Number.isNaN(Date.parse(value)));
}

/**
 * A day the server gives (`YYYY-MM-DD`, maybe with a time after it) as the user's language writes
 * it: 'Jan 21, 2027', '21 sty 2027'. The day is the server's: no time zone moves it. Whatever is
 * not such a day (a wrong reply's text or number) is 'unknown' in the user's language.
 */
export function formatDay(intl: IntlShape, value: unknown): string {
  const at = serverDay(value);
  if (at === undefined) return intl.formatMessage({ id: 'date.unknown' });
  return intl.formatDate(at, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * When a file was changed, from the `ls -l` parts the contract gives, as the user's language writes
 * it: the day and month, then the time (`24 lis 10:48`, 'Nov 24 10:48') or, for an older file, the
 * year (`24 lis 2025`, 'Nov 24, 2025'). Parts that do not read as a date are shown as they came.
 */
export function formatListingDate(intl: IntlShape, { day, month, time }: { day: string; month: string; time: string }): string {
  const index = LISTING_MONTHS.indexOf(month);
  const date = Number(day);
  if (index < 0 || !Number.isInteger(date)) return `${day} ${month} ${time}`;
  if (/^\d{4}$/.test(time)) {
    return intl.formatDate(Date.UTC(Number(time), index, date), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  }
  // A leap year, so 29 Feb is a day too; the year is not shown.
  return `${intl.formatDate(Date.UTC(2000, index, date), { day: 'numeric', month: 'short', timeZone: 'UTC' })} ${time}`;
}

/**
 * A moment (a CRON job's next run) in `timeZone`, as the user's language writes it: the day and
 * month, the year only when it is not this year's, then the time ('24 lis 10:48', 'Nov 24 10:48 AM',
 * '2 sty 2027 00:00').
 */
export function formatMoment(intl: IntlShape, at: Date, timeZone: string, now: Date): string {
  const yearOf = (date: Date) => intl.formatDate(date, { year: 'numeric', timeZone });
  const day = intl.formatDate(at, { day: 'numeric', month: 'short', ...(yearOf(at) === yearOf(now) ? {} : { year: 'numeric' }), timeZone });
  return `${day} ${formatClock(intl, at, timeZone)}`;
}

/** The time of day of `at` in `timeZone`, as the user's language writes it ('10:48', '10:48 AM'). */
export function formatClock(intl: IntlShape, at: Date, timeZone: string): string {
  return intl.formatTime(at, { hour: '2-digit', minute: '2-digit', timeZone });
}
