import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, expectCleanError } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const BOX = { domain: 'example.com', name: 'office' };

const list = async (token: string) => {
  const r = await t.call('/email/forwarding/list', {}, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.forwardings as unknown[];
};

describe('mailbox forwarding', () => {
  it('forwards to the addresses given, trimmed and lower-cased, with or without a copy; replaced, then off', async () => {
    const a = await cloneAccount(t, 'demo');
    const set = await t.call('/email/forwarding/set', { ...BOX, destinations: [' Me@Home.example ', '', 'team@work.example'], keepCopy: true }, a.token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ ...BOX, destinations: ['me@home.example', 'team@work.example'], keepCopy: true });
    await t.call('/email/forwarding/set', { ...BOX, destinations: ['me@home.example'], keepCopy: false }, a.token);
    expect(await list(a.token)).toEqual([{ ...BOX, destinations: ['me@home.example'], keepCopy: false }]);
    expect((await t.call('/email/forwarding/disable', BOX, a.token)).body).toEqual({});
    expect(await list(a.token)).toEqual([]);
  });

  it('refuses bad destinations in words and an unknown mailbox, changing nothing', async () => {
    const a = await cloneAccount(t, 'demo');
    await t.call('/email/forwarding/set', { ...BOX, destinations: ['kept@home.example'], keepCopy: true }, a.token);
    const refusals: [string[], string][] = [
      [[], 'Enter at least one address to forward to.'],
      [['  '], 'Enter at least one address to forward to.'],
      [['not an address'], 'Enter a valid e-mail address in every row.'],
      [['OFFICE@example.com'], 'A mailbox cannot forward to itself.'],
      [['a@b.example', 'A@B.example'], 'Each address can be given only once.'],
      [Array.from({ length: 11 }, (_, i) => `u${i}@b.example`), 'Mail can be forwarded to at most 10 addresses.'],
    ];
    for (const [destinations, message] of refusals) {
      const r = await t.call('/email/forwarding/set', { ...BOX, destinations, keepCopy: false }, a.token);
      expect(r.status, JSON.stringify(destinations)).toBe(400);
      expectCleanError(r);
      expect(r.body).toMatchObject({ type: 'validation', field: 'destinations', message });
    }
    expect((await t.call('/email/forwarding/set', { ...BOX, destinations: 'a@b.example', keepCopy: false }, a.token)).status).toBe(400);
    const unknown = await t.call('/email/forwarding/set', { domain: 'example.com', name: 'nobody', destinations: ['a@b.example'], keepCopy: false }, a.token);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'E-mail account not found.']);
    expect(await list(a.token)).toEqual([{ ...BOX, destinations: ['kept@home.example'], keepCopy: true }]);
  });

  it('keeps one forwarding after a burst of parallel sets; a removed mailbox takes its forwarding; off, 404', async () => {
    const a = await cloneAccount(t, 'demo');
    const sets = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.call('/email/forwarding/set', { ...BOX, destinations: [`to${i}@home.example`], keepCopy: i % 2 === 0 }, a.token)),
    );
    expect(sets.every((r) => r.status === 200)).toBe(true);
    expect(await list(a.token)).toHaveLength(1);
    await t.call('/email/account/delete', BOX, a.token);
    expect(await list(a.token)).toEqual([]);
    const off = await cloneAccount(t, 'demo', undefined, ['autoresponder']);
    const r = await t.call('/email/forwarding/set', { ...BOX, destinations: ['a@b.example'], keepCopy: true }, off.token);
    expect([r.status, r.body.type]).toEqual([404, 'notAvailable']);
    expect((await t.call('/email/forwarding/list', {}, off.token)).status).toBe(404);
  });
});
