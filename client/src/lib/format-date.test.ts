import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enMessages from '../i18n/whole-en';
import plMessages from '../i18n/whole-pl';
import { formatDay, formatListingDate, formatMoment } from './format-date';

const en = createIntl({ locale: 'en', messages: enMessages });
const pl = createIntl({ locale: 'pl', messages: plMessages });

describe('dates in the user language', () => {
  it('writes a server day as the language does, whatever the time zone', () => {
    expect(formatDay(pl, '2027-01-21 05:57:03')).toBe('21 sty 2027');
    expect(formatDay(en, '2027-01-21 23:59:59')).toBe('Jan 21, 2027');
    expect(formatDay(en, 'soon')).toBe('date unknown');
    expect(formatDay(pl, 1_800_000_000)).toBe('data nieznana');
    expect(formatDay(en, '2027-02-30 10:00:00')).toBe('date unknown');
    expect(formatDay(en, null)).toBe('date unknown');
  });

  it('writes a file listing date with its time, or its year when older', () => {
    expect(formatListingDate(pl, { day: '24', month: 'Nov', time: '10:48' })).toBe('24 lis 10:48');
    expect(formatListingDate(en, { day: '24', month: 'Nov', time: '10:48' })).toBe('Nov 24 10:48');
    expect(formatListingDate(pl, { day: '29', month: 'Feb', time: '2024' })).toBe('29 lut 2024');
    expect(formatListingDate(en, { day: '5', month: 'Mar', time: '2023' })).toBe('Mar 5, 2023');
    expect(formatListingDate(pl, { day: '?', month: 'Foo', time: '10:48' })).toBe('? Foo 10:48');
  });

  it('writes a moment in a time zone, with the year only when it is not this year', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    expect(formatMoment(pl, new Date('2026-11-24T10:48:00Z'), 'Europe/Warsaw', now)).toBe('24 lis 11:48');
    expect(formatMoment(pl, new Date('2027-01-02T00:00:00Z'), 'UTC', now)).toBe('2 sty 2027 00:00');
    expect(formatMoment(en, new Date('2026-11-24T10:48:00Z'), 'UTC', now)).toBe('Nov 24 10:48 AM');
  });
});
