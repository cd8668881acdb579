import { afterEach, describe, expect, it } from 'vitest';
import { certificateExpiry, noteServerDate, serverNow } from './server-time';

describe('server time', () => {
  afterEach(() => noteServerDate(new Date().toUTCString()));

  it('follows the Date of the replies, whatever the browser clock says', () => {
    noteServerDate('Thu, 01 May 2031 10:00:00 GMT');
    expect(Math.abs(serverNow() - Date.parse('2031-05-01T10:00:00Z'))).toBeLessThan(1000);
    // A header that is no date changes nothing.
    noteServerDate('not a date');
    noteServerDate(null);
    expect(Math.abs(serverNow() - Date.parse('2031-05-01T10:00:00Z'))).toBeLessThan(1000);
  });

  it('tells expired, expiring and valid certificates apart', () => {
    const now = Date.parse('2031-05-01T10:00:00Z');
    expect(certificateExpiry('2031-04-30 23:59:59', now)).toEqual({ days: -1, expired: true, warn: true });
    expect(certificateExpiry('2031-05-06 00:00:00', now)).toEqual({ days: 5, expired: false, warn: true });
    expect(certificateExpiry('2031-07-01 00:00:00', now)).toEqual({ days: 61, expired: false, warn: false });
    expect(certificateExpiry(null, now)).toBeNull();
  });
});
