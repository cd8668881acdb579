import type { IntlShape } from 'react-intl';
import { formatMoment } from '../../lib/format-date';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** When a backup was taken, as the user's language writes a moment ('9 maj 2031 12:00'); a wrong value reads "unknown". */
export function backupDate(intl: IntlShape, takenAt: unknown): string {
  const at = typeof takenAt === 'string' ? new Date(takenAt) : undefined;
  if (!at || Number.isNaN(at.getTime())) return intl.formatMessage({ id: 'date.unknown' });
  return formatMoment(intl, at, zone(), new Date(0));
}
