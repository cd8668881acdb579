import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../hooks';
import { UsageMeter, type MeterSegment } from '../../components/usage-meter';
import { useFormatSize } from '../../components/size-text';
import { selectDiskUsage, type DiskUsage } from '../../store/selectors';
import type { MessageId } from '../../i18n/messages';

/** Meter segments in the order of spec §9, each with its colour and name. */
export const diskSegments: { key: keyof DiskUsage; label: MessageId; className: string }[] = [
  { key: 'websites', label: 'disk.websites', className: 'bg-primary' },
  { key: 'databases', label: 'disk.databases', className: 'bg-info' },
  { key: 'email', label: 'disk.email', className: 'bg-warning' },
  { key: 'backups', label: 'disk.backups', className: 'bg-danger' },
  { key: 'other', label: 'disk.other', className: 'bg-success' },
  { key: 'reserved', label: 'disk.reserved', className: 'bg-secondary bg-opacity-50' },
];

export function DiskMeter() {
  const intl = useIntl();
  const formatSize = useFormatSize();
  const usage = useAppSelector(selectDiskUsage);
  const segments: MeterSegment[] = diskSegments.map(({ key, label, className }) => ({
    key,
    value: usage[key],
    className,
    label: intl.formatMessage({ id: 'disk.segment' }, { name: intl.formatMessage({ id: label }), size: formatSize(usage[key]) }),
  }));
  return (
    <div className="disk-meter" role="group" aria-label={intl.formatMessage({ id: 'disk.label' })} data-testid="disk-meter">
      <div className="small text-nowrap mb-1" data-testid="disk-meter-text">
        <FormattedMessage id="disk.usage" values={{ percent: usage.percent, limit: formatSize(usage.limit) }} />
      </div>
      <UsageMeter segments={segments} max={usage.limit} />
    </div>
  );
}
