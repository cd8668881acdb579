import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { lists } from './util.js';

/** What the file browser's call tests share: the site folder, a reply's listing, the account's usage. */

export const SITE = '/domains/example.com/public_html';

type Listing = { body: { files: { name: string }[] } };

/** The names a reply's listing holds, in its order. */
export const names = (r: Listing) => r.body.files.map((f) => f.name);

/** The entry of that name in a reply's listing. */
export const entry = (r: Listing, name: string) => r.body.files.find((f) => f.name === name) as any;

/** The usage measures over the file's test app (`app()` once its tests run). */
export function usageChecks(app: () => TestApp) {
  /** The usage the lists show: the account's and example.com's. */
  const usage = async (token: string) => {
    const l = await lists(app(), token);
    return { user: l.user.diskUsed as number, site: l.domains.find((d: { domain: string }) => d.domain === 'example.com').diskUsed as number };
  };

  /** What /account/sync measures from scratch equals what the calls left behind. */
  const expectUsageTrue = async (token: string) => {
    const before = await usage(token);
    const synced = await app().call('/account/sync', {}, token);
    expect(synced.status).toBe(200);
    expect(synced.body.user.diskUsed).toBe(before.user);
    expect(synced.body.domains.find((d: { domain: string }) => d.domain === 'example.com').diskUsed).toBe(before.site);
  };

  return { usage, expectUsageTrue };
}
