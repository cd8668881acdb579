import type { IntlShape } from 'react-intl';

/** The month names `ls -l` writes (the contract's file entries give them so, whatever the language). */
export const LISTING_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day the server gives (`YYYY-MM-DD`, maybe with a time after it) as the user's language writes
 * it: 'Jan 21, 2027', '21 sty 2027'. The day is the server's: no time zone moves it. Text that is not
 * such a date is shown as it came.
 */
export function formatDay(intl: IntlShape, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
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
