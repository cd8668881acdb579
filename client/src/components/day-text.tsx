import { useIntl } from 'react-intl';
import { formatDay } from '../lib/format-date';

/** A day the server gives (`YYYY-MM-DD…`), in the user's language, as a <time> machines can read. */
export function DayText({ value }: { value: string }) {
  const intl = useIntl();
  return <time dateTime={value.slice(0, 10)}>{formatDay(intl, value)}</time>;
}
