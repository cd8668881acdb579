import { describe, expect, it } from 'vitest';
import { domain } from '../test/fixtures';
import { filterDomains } from './filter-domains';

describe('domain search', () => {
  const domains = [domain('example.com'), domain('shop.example.com'), domain('blog.example.org')];

  it('matches a trimmed, lower-cased substring of the name', () => {
    expect(filterDomains(domains, '  EXAMPLE.COM ').map((d) => d.domain)).toEqual(['example.com', 'shop.example.com']);
    expect(filterDomains(domains, 'org').map((d) => d.domain)).toEqual(['blog.example.org']);
    expect(filterDomains(domains, 'nothing')).toEqual([]);
  });

  it('returns the list itself for an empty search', () => {
    expect(filterDomains(domains, '   ')).toBe(domains);
  });

  it('filters 2,000 domains well within a frame', () => {
    const many = Array.from({ length: 2000 }, (_, i) => domain(`site-${String(i).padStart(4, '0')}.example.com`));
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) filterDomains(many, `site-1${i}`);
    expect((performance.now() - started) / 20).toBeLessThan(10);
  });
});
