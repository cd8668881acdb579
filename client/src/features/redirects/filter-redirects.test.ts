import { describe, expect, it } from 'vitest';
import type { Redirect } from '@panel/contract';
import { filterRedirects } from './filter-redirects';

const redirects: Redirect[] = [
  { domain: 'example.com', directory: '/old-shop/', destination: 'https://shop.example.com/', type: 'normal', code: 301 },
  { domain: 'blog.example.org', directory: '/promo/', destination: 'https://www.example.net/winter', type: 'normal', code: 302 },
];

describe('filterRedirects', () => {
  it('keeps everything for an empty or blank search', () => {
    expect(filterRedirects(redirects, '  ')).toBe(redirects);
  });

  it('matches the address and the destination, trimmed and in any case', () => {
    expect(filterRedirects(redirects, ' EXAMPLE.COM/OLD ')).toEqual([redirects[0]]);
    expect(filterRedirects(redirects, 'winter')).toEqual([redirects[1]]);
    expect(filterRedirects(redirects, 'nothing')).toEqual([]);
  });
});
