import { describe, expect, it } from 'vitest';
import { errorsBetween, stampOf } from './error-log-growth';

describe("an error log's errors of the last day", () => {
  const now = Date.parse('2026-11-28T09:00:00Z');
  const log = [
    '[Fri Nov 27 08:59:59.999999 2026] [php:error] [pid 1] too old',
    '[Fri Nov 27 09:00:00.000001 2026] [php:crit] [pid 1] just in',
    '[Sat Nov 28 08:00:00.1 2026] [core:error] [pid 1] AH10244: invalid URI path',
    '[Sat Nov 28 08:10:00.1 2026] [php:warn] [pid 1] a warning is not an error',
    '[Sat Nov 28 08:20:00 2026] [proxy:error] [pid 1] (111)Connection refused',
    'a line without a stamp [php:error]',
    '[Sat Nov 28 09:30:00.1 2026] [php:error] [pid 1] after now (another clock)',
  ].join('\n');

  it('reads Apache 2.4 stamps as UTC', () => {
    expect(stampOf('[Sat Nov  7 08:20:00.123 2026] [php:error] x')).toBe(Date.parse('2026-11-07T08:20:00Z'));
    expect(stampOf('no stamp')).toBeNull();
  });

  it('counts the error-class lines dated within the day up to now', () => {
    expect(errorsBetween(log, now - 86_400_000, now)).toBe(3);
    expect(errorsBetween('', now - 86_400_000, now)).toBe(0);
  });
});
