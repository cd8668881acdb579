import { describe, expect, it } from 'vitest';
import { formatSize, sizeParts, usagePercent } from './format-size';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

describe('sizes', () => {
  it('uses kB below about 1000 kB, MB below about 1000 MB, GB above', () => {
    expect(sizeParts(500 * KB).unit).toBe('kB');
    expect(sizeParts(999 * KB).unit).toBe('kB');
    expect(sizeParts(1000 * KB).unit).toBe('MB');
    expect(sizeParts(999 * MB).unit).toBe('MB');
    expect(sizeParts(1000 * MB).unit).toBe('GB');
    expect(sizeParts(3 * 1024 * GB).unit).toBe('GB');
  });

  it('shows one decimal under 10 and none from 10 up', () => {
    expect(formatSize(1.5 * KB, 'en')).toBe('1.5 kB');
    expect(formatSize(9.94 * MB, 'en')).toBe('9.9 MB');
    expect(formatSize(12.4 * MB, 'en')).toBe('12 MB');
    expect(formatSize(10 * GB, 'en')).toBe('10 GB');
    expect(formatSize(2 * GB, 'en')).toBe('2.0 GB');
  });

  it('formats the number for the locale', () => {
    expect(formatSize(1.5 * KB, 'pl')).toBe('1,5 kB');
    expect(formatSize(2.25 * GB, 'pl')).toBe('2,3 GB');
    expect(formatSize(1500 * GB, 'en')).toBe('1,500 GB');
  });

  it('shows sizes under 1 kB in bytes', () => {
    expect(formatSize(14, 'en')).toBe('14 B');
    expect(formatSize(1023, 'pl')).toBe('1023 B');
    expect(formatSize(KB, 'en')).toBe('1.0 kB');
  });

  it('shows nothing used as 0 kB and treats bad input as nothing', () => {
    expect(formatSize(0, 'en')).toBe('0 kB');
    expect(formatSize(-5, 'en')).toBe('0 kB');
    expect(formatSize(Number.NaN, 'en')).toBe('0 kB');
  });
});

describe('usage percent', () => {
  it('is a whole percent capped at 100', () => {
    expect(usagePercent(25, 100)).toBe(25);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(150, 100)).toBe(100);
    expect(usagePercent(5, 0)).toBe(0);
  });
});
