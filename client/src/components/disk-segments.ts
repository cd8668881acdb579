import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import type { DiskUsage } from '../store/selectors';
import type { MeterSegment } from './usage-meter';
import { useFormatSize } from './size-text';

/** The disk meter's segments in their fixed order, each with its colour and name. */
export const diskSegments: { key: keyof DiskUsage; label: MessageId; className: string }[] = [
  { key: 'websites', label: 'disk.websites', className: 'bg-primary' },
  { key: 'databases', label: 'disk.databases', className: 'bg-info' },
  { key: 'email', label: 'disk.email', className: 'bg-warning' },
  { key: 'backups', label: 'disk.backups', className: 'bg-danger' },
  { key: 'other', label: 'disk.other', className: 'bg-success' },
  { key: 'reserved', label: 'disk.reserved', className: 'bg-secondary bg-opacity-50' },
];

/** The segments of a usage, each named with its size ("Websites: 1.2 GB"). */
export function useDiskSegments(usage: DiskUsage): MeterSegment[] {
  const intl = useIntl();
  const formatSize = useFormatSize();
  return diskSegments.map(({ key, label, className }) => ({
    key,
    value: usage[key],
    className,
    label: intl.formatMessage({ id: 'disk.segment' }, { name: intl.formatMessage({ id: label }), size: formatSize(usage[key]) }),
  }));
}
