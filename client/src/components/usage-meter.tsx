export interface MeterSegment {
  key: string;
  /** Bytes (or any unit shared with `max`). */
  value: number;
  /** Accessible name of the segment, e.g. "Websites: 1.2 GB". */
  label: string;
  className: string;
}

/**
 * A horizontal meter: one bar per segment, stacked against `max`. Each bar is a progressbar with
 * its own name, so a screen reader hears every part.
 */
export function UsageMeter({ segments, max, className, height = 8 }: { segments: MeterSegment[]; max: number; className?: string; height?: number }) {
  const bars: { segment: MeterSegment; raw: number; width: number }[] = [];
  let remaining = 100;
  for (const segment of segments) {
    const raw = max > 0 ? (Math.max(0, segment.value) / max) * 100 : 0;
    const width = Math.min(raw, remaining);
    remaining -= width;
    bars.push({ segment, raw, width });
  }
  return (
    <div className={`progress-stacked ${className ?? ''}`} style={{ height }}>
      {bars.map(({ segment, raw, width }) => (
        <div
          key={segment.key}
          className="progress"
          role="progressbar"
          aria-label={segment.label}
          aria-valuenow={Math.round(raw)}
          aria-valuemin={0}
          aria-valuemax={100}
          title={segment.label}
          style={{ width: `${width}%`, height }}
        >
          <div className={`progress-bar ${segment.className}`} />
        </div>
      ))}
    </div>
  );
}
