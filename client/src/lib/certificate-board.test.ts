import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/whole-en';
import pl from '../i18n/whole-pl';
import { domain } from '../test/fixtures';
import { byExpiry, domainExpiry, expiringSoon, expirySummary, expiryTone } from './certificate-board';

const now = Date.parse('2027-03-01T12:00:00Z');
const cert = (name: string, sslExpires: string | null, sslType: 'letsencrypt' | 'custom' | 'auto' = 'custom') => domain(name, { sslType, sslExpires });

describe('certificate board', () => {
  it('colours the days left: expired, within 14 days (today included), else fine', () => {
    const tone = (date: string) => {
      const standing = domainExpiry(cert('a.com', date), now);
      return standing && [standing.days + 0, expiryTone(standing)];
    };
    expect(tone('2027-02-28 10:00:00')).toEqual([-1, 'expired']);
    expect(tone('2027-03-01 23:00:00')).toEqual([0, 'soon']);
    expect(tone('2027-03-15 00:00:00')).toEqual([14, 'soon']);
    expect(tone('2027-03-16 00:00:00')).toEqual([15, 'fine']);
    // No certificate yet, or no date: nothing to colour.
    expect(domainExpiry(cert('b.com', '2027-02-01 00:00:00', 'auto'), now)).toBeNull();
    expect(domainExpiry(cert('c.com', null), now)).toBeNull();
  });

  const list = [
    cert('fine.com', '2027-09-01 00:00:00'),
    cert('none.com', null, 'auto'),
    cert('old.com', '2027-01-21 00:00:00', 'letsencrypt'),
    cert('soon.com', '2027-03-06 00:00:00'),
    cert('also-soon.com', '2027-03-10 00:00:00'),
  ];

  it('counts the expired and the expiring, and keeps only those for the filter', () => {
    expect(expirySummary(list, now)).toEqual({ expired: 1, soon: 2 });
    expect(expiringSoon(list, now).map((d) => d.domain)).toEqual(['old.com', 'soon.com', 'also-soon.com']);
  });

  it('sorts by expiry, soonest first, domains without a certificate last', () => {
    expect([...list].sort(byExpiry).map((d) => d.domain)).toEqual(['old.com', 'soon.com', 'also-soon.com', 'fine.com', 'none.com']);
  });

  it('says the summary with the plural forms of each language', () => {
    const say = (locale: 'en' | 'pl', messages: Record<string, string>, expired: number, soon: number) =>
      createIntl({ locale, messages }).formatMessage({ id: 'ssl.summary' }, { expired, soon });
    expect(say('en', en, 2, 3)).toBe('2 expired, 3 expire within 14 days');
    expect(say('en', en, 1, 1)).toBe('1 expired, 1 expires within 14 days');
    expect(say('pl', pl, 1, 1)).toBe('1 certyfikat wygasł, 1 wygasa w ciągu 14 dni');
    expect(say('pl', pl, 2, 3)).toBe('2 certyfikaty wygasły, 3 wygasają w ciągu 14 dni');
    expect(say('pl', pl, 5, 12)).toBe('5 certyfikatów wygasło, 12 wygasa w ciągu 14 dni');
    expect(say('pl', pl, 22, 0)).toBe('22 certyfikaty wygasły, 0 wygasa w ciągu 14 dni');
  });
});
