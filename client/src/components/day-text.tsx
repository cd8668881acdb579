import { useIntl } from 'react-intl';
import { formatDay, serverDay } from '../lib/format-date';

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
