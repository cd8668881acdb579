// The texts of a recording (log lines, names): addresses, the account's names and secrets replaced
// by pseudonyms that keep their shape, one original always the same one.
import { describe, expect, it } from 'vitest';
import { Pseudonyms } from './proxy/pseudonym.js';
import { TextScrubber } from './proxy/record-text.js';
import { SeenSecrets } from './proxy/secrets.js';

describe('the texts of a recording', () => {
  const names = new Pseudonyms();
  const secrets = new SeenSecrets();
  secrets.add('s3cret-Session-Value', 'reply');
  const scrub = new TextScrubber(names, secrets);
  scrub.know(['kowalski.pl'], 'jkowal');

  it("replaces addresses, the account's names and secrets, and leaves versions and times", () => {
    const line =
      '[client 81.2.69.160:5050] jkowal sent to jan@kowalski.pl from 2a00:1450:4001:80b::200e at 12:30:45 by Chrome/131.0.0.0, sid s3cret-Session-Value, see https://www.kowalski.pl/?password=x';
    const out = scrub.text(line);
    expect(out).toContain(`[client ${names.ip('81.2.69.160')}:5050]`);
    expect(names.ip('81.2.69.160')).toMatch(/^192\.0\.2\.\d+$/);
    expect(out).toContain(`from ${names.ip('2a00:1450:4001:80b::200e')} at 12:30:45 by Chrome/131.0.0.0`);
    expect(names.ip('2a00:1450:4001:80b::200e')).toMatch(/^2001:db8::/);
    expect(out).toContain(`${names.word('jkowal')} sent to ${names.email('jan@kowalski.pl')}`);
    expect(out).toContain(`https://www.${names.domain('kowalski.pl')}/?password=[masked]`);
    expect(out).toContain('sid [masked]');
    expect(out).not.toMatch(/kowal|81\.2\.69|s3cret/);
  });

  it('gives two originals two pseudonyms, and one original always the same', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => names.domain(`ab${i % 100}.pl`)));
    expect(seen.size).toBe(100);
    expect(names.databaseName('kowalski_shop2')).toBe(`${names.word('kowalski')}_shop2`);
  });
});
