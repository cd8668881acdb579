export type SizeUnit = 'B' | 'kB' | 'MB' | 'GB';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

export interface SizeParts {
  value: number;
  unit: SizeUnit;
  /** One decimal under 10, none from 10 up. */
  fractionDigits: 0 | 1;
}

/** Under 1 kB in bytes (14 B, not 0.0 kB), below about 1000 kB in kB, below about 1000 MB in MB, otherwise in GB. */
export function sizeParts(bytes: number): SizeParts {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let value: number;
  let unit: SizeUnit;
  if (safe > 0 && safe < KB) return { value: Math.round(safe), unit: 'B', fractionDigits: 0 };
  if (safe / KB < 1000) {
    value = safe / KB;
    unit = 'kB';
  } else if (safe / MB < 1000) {
    value = safe / MB;
    unit = 'MB';
  } else {
    value = safe / GB;
    unit = 'GB';
  }
  const fractionDigits = value === 0 || value >= 10 ? 0 : 1;
  return { value, unit, fractionDigits };
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, fractionDigits: number) {
  const key = `${locale}|${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** e.g. `formatSize(1536, 'en')` → "1.5 kB", `formatSize(12.5 * 2 ** 30, 'pl')` → "13 GB". */
export function formatSize(bytes: number, locale: string): string {
  const { value, unit, fractionDigits } = sizeParts(bytes);
  return `${numberFormat(locale, fractionDigits).format(value)} ${unit}`;
}

/** Whole percent used, capped at 100 (e-mail account meters). */
export function usagePercent(used: number, limit: number): number {
  if (!(limit > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}
