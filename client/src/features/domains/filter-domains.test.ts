import { describe, expect, it } from 'vitest';
import { domain } from '../../test/fixtures';
import { filterDomains, lastLines } from './filter-domains';

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

describe('log tail', () => {
  it('keeps the last lines, ignoring the final newline', () => {
    const text = Array.from({ length: 150 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    const tail = lastLines(text, 100).split('\n');
    expect(tail).toHaveLength(100);
    expect(tail[0]).toBe('line 51');
    expect(tail.at(-1)).toBe('line 150');
    expect(lastLines('', 100)).toBe('');
  });
});
