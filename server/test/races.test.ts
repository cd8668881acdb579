import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, homePath, lists, logPath } from './util.js';

/**
 * Bursts of parallel calls, as an attacker (or a double-clicking user) sends them: the outcome must
 * be one that the same calls made one by one could have produced, with no 500 and no account
 * usage that drifts from the truth.
 */
let t: TestApp;
withTestApp((app) => (t = app));

const statuses = (replies: { status: number }[]) => replies.map((r) => r.status).sort();
const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;

/** What /account/sync measures from scratch equals what the calls left behind. */
async function expectUsageTrue(token: string) {
  const before = (await lists(t, token)).user.diskUsed;
  const synced = await t.call('/account/sync', {}, token);
  expect(synced.status).toBe(200);
  expect(synced.body.user.diskUsed).toBe(before);
}

describe('domain add, remove', () => {
  it('gives a name to exactly one of two accounts adding it 24 times in parallel', async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'basic');
    const name = `race-${a.login}.com`;
    const replies = await Promise.all(Array.from({ length: 24 }, (_, i) => t.call('/domain/add', { domain: name }, i % 2 ? a.token : b.token)));
    expect(count(replies, 200), JSON.stringify(statuses(replies))).toBe(1);
    expect(count(replies, 409)).toBe(23);
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(['You have already added this domain.', 'Another user has added this domain.']).toContain(r.body.message);
    }
    const owners = [];
    for (const acc of [a, b]) {
      const has = (await lists(t, acc.token)).domains.some((d: { domain: string }) => d.domain === name);
      if (has) owners.push(acc.login);
      expect(fs.existsSync(homePath(t, acc.login, 'domains', name)), acc.login).toBe(has);
    }
    expect(owners).toHaveLength(1);
    await expectUsageTrue(a.token);
    await expectUsageTrue(b.token);
  });

  it('answers parallel adds and removes of one name with 200, 404 or 409 and leaves rows and folders agreeing', async () => {
    const c = await cloneAccount(t, 'demo');
    const name = `flip-${c.login}.com`;
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => t.call(i % 2 ? '/domain/remove' : '/domain/add', { domain: name }, c.token)));
    expect(new Set(statuses(replies)).size).toBeGreaterThan(0);
    for (const r of replies) expect([200, 404, 409], JSON.stringify(r.body)).toContain(r.status);
    const held = (await lists(t, c.token)).domains.some((d: { domain: string }) => d.domain === name);
    expect(fs.existsSync(homePath(t, c.login, 'domains', name))).toBe(held);
    expect(fs.existsSync(logPath(t, c.login, name, 'access'))).toBe(held);
    await expectUsageTrue(c.token);
  });

  it('removes a domain once when twenty removes race, and counts its usage once', async () => {
    const c = await cloneAccount(t, 'demo');
    const name = `twenty-${c.login}.com`;
    expect((await t.call('/domain/add', { domain: name }, c.token)).status).toBe(200);
    fs.writeFileSync(homePath(t, c.login, 'domains', name, 'public_html', 'big.bin'), Buffer.alloc(300_000));
    await t.call('/account/sync', {}, c.token);
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.call('/domain/remove', { domain: name }, c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 404)).toBe(19);
    for (const r of replies.filter((x) => x.status === 404)) expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
    await expectUsageTrue(c.token);
  });

  it('changes PHP in parallel to one of the versions asked for', async () => {
    const c = await cloneAccount(t, 'demo');
    const versions = ['8.1', '8.2', '8.3'];
    const replies = await Promise.all(versions.flatMap((v) => [1, 2, 3].map(() => t.call('/domain/php', { domain: 'shop.example.com', version: v }, c.token))));
    expect(count(replies, 200)).toBe(9);
    const shop = (await lists(t, c.token)).domains.find((d: { domain: string }) => d.domain === 'shop.example.com');
    expect(versions).toContain(shop.phpVersion);
  });
});
