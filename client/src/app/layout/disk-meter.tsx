import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { UsageMeter, type MeterSegment } from '../../components/usage-meter';
import { useDiskSegments } from '../../components/disk-segments';
import { diskParts } from '../../lib/disk-usage';
import { useFormatSize } from '../../components/size-text';
import { selectDiskUsage } from '../../api/queries';

/**
 * The top bar's disk meter: "45% of 10 GB" over a bar whose solid part is that 45% (the used parts in
 * their colours); the room kept for e-mail is a hatched part after it. The meter is a button that
 * shows the legend: every part's colour, name and size (and `details`, the link to the statistics,
 * where the top bar has no room for it).
 */
export function DiskMeter({ details }: { details?: ReactNode }) {
  const intl = useIntl();
  const formatSize = useFormatSize();
  const usage = useAppSelector(selectDiskUsage);
  const segments = useDiskSegments(usage);
  const [open, setOpen] = useState(false);
  const legendId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      box.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The used parts add up to what the text says (the parts are counted apart and may exceed it).
  const usedParts = segments.filter((segment) => segment.key !== 'reserved');
  const partsTotal = usedParts.reduce((total, segment) => total + segment.value, 0);
  const scale = partsTotal > usage.used && partsTotal > 0 ? usage.used / partsTotal : 1;
  const bar: MeterSegment[] = segments.map((segment) =>
    segment.key === 'reserved' ? { ...segment, className: 'disk-reserved' } : { ...segment, value: segment.value * scale },
  );

  return (
    <div className="disk-meter position-relative" role="group" aria-label={intl.formatMessage({ id: 'disk.label' })} data-testid="disk-meter" ref={box}>
      <button
        type="button"
        className="disk-meter-toggle btn btn-link p-0 text-start text-body text-decoration-none w-100"
        aria-expanded={open}
        aria-controls={legendId}
        title={intl.formatMessage({ id: 'disk.legend' })}
        // One sentence for a screen reader ("4.5 GB of 10 GB used (45%)"), not the bar's numbers.
        aria-label={
          usage.limit === null
            ? intl.formatMessage({ id: 'disk.usageNoLimit' }, { used: formatSize(usage.used) })
            : intl.formatMessage({ id: 'disk.usageSentence' }, { used: formatSize(usage.used), limit: formatSize(usage.limit), percent: usage.percent })
        }
        onClick={() => setOpen((current) => !current)}
      >
        <span className="d-block small text-nowrap mb-1" data-testid="disk-meter-text">
          {usage.limit === null ? (
            <FormattedMessage id="disk.usageNoLimit" values={{ used: formatSize(usage.used) }} />
          ) : (
            <FormattedMessage id="disk.usage" values={{ percent: usage.percent, limit: formatSize(usage.limit) }} />
          )}
        </span>
        {/* Without the plan's limit the bar is what is used and kept, whole. */}
        <span className="d-block" aria-hidden="true">
          <UsageMeter segments={bar} max={usage.limit ?? Math.max(1, usage.used + usage.reserved)} />
        </span>
      </button>
      <div id={legendId} className="disk-legend card shadow-sm p-2" hidden={!open} data-testid="disk-legend">
        <p className="small fw-semibold mb-1">
          <FormattedMessage id="disk.legend" />
        </p>
        <ul className="list-unstyled small mb-0">
          {diskParts.map(({ key, label, className }) => (
            <li key={key} className="d-flex align-items-center gap-2">
              <span className={`disk-swatch ${key === 'reserved' ? 'disk-reserved' : className}`} aria-hidden="true" />
              <span className="flex-grow-1">
                <FormattedMessage id={label} />
              </span>
              <span className="text-nowrap">{formatSize(usage[key])}</span>
            </li>
          ))}
        </ul>
        {details && <div className="mt-2">{details}</div>}
      </div>
    </div>
  );
}
