import { useIntl } from 'react-intl';
import { diskParts, type DiskUsage } from '../lib/disk-usage';
import type { MeterSegment } from './usage-meter';
import { useFormatSize } from './size-text';

/** A usage's parts as meter segments, each named with its size ("Websites: 1.2 GB"). */
export function useDiskSegments(usage: DiskUsage): MeterSegment[] {
  const intl = useIntl();
  const formatSize = useFormatSize();
  return diskParts.map(({ key, label, className }) => ({
    key,
    value: usage[key],
    className,
    label: intl.formatMessage({ id: 'disk.segment' }, { name: intl.formatMessage({ id: label }), size: formatSize(usage[key]) }),
  }));
}
