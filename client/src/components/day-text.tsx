import { FormattedMessage, useIntl } from 'react-intl';
import { formatDay, formatMoment, serverDay } from '../lib/format-date';

/**
 * A day the server gives (`YYYY-MM-DD…`), in the user's language, as a <time> machines can read;
 * anything else (a wrong reply's value) reads "unknown".
 */
export function DayText({ value }: { value: unknown }) {
  const intl = useIntl();
  const day = serverDay(value);
  if (day === undefined) return <span data-testid="date-unknown">{formatDay(intl, value)}</span>;
  return <time dateTime={new Date(day).toISOString().slice(0, 10)}>{formatDay(intl, value)}</time>;
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment of the account's clock in the user's language and time zone ('24 lis 10:48'); one that is not a date reads "unknown". */
export function MomentText({ at }: { at: string }) {
  const intl = useIntl();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <FormattedMessage id="date.unknown" />;
  return <time dateTime={at}>{formatMoment(intl, date, zone(), new Date())}</time>;
}
