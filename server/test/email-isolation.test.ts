import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { notFound, refusalChecks } from './refusals.js';
import { cloneAccount, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectRefused } = refusalChecks(() => t);

const MB = 1048576;

type Mailbox = { domain: string; name: string; diskLimit: number; diskUsed: number };

type Sender = { domain: string; sender: string };

describe('another customer', () => {
  it("cannot reach basic's mailbox through any call: 404, never 403, and nothing changes for basic", async () => {
    const c = await cloneAccount(t);
    const basic = await t.login('basic', 'basic1234');
    const before = await lists(t, basic);
    const target = { domain: 'other-customer.com', name: 'info' };
    const calls: [string, object][] = [
      ['/email/account/delete', target],
      ['/email/account/quota', { ...target, quota: MB * 300 }],
      ['/email/account/password', { ...target, password: 'Kx9#mPq2vL' }],
      ['/email/alias/create', { ...target, name: 'x', destination: 'a@b.com' }],
      ['/email/alias/modify', { ...target, destination: 'a@b.com' }],
      ['/email/alias/delete', target],
      ['/email/whitelist/add', { domain: target.domain, sender: 'a.com' }],
      ['/email/blacklist/add', { domain: target.domain, sender: 'a.com' }],
      ['/email/whitelist/remove', { domain: target.domain, sender: 'a.com' }],
      ['/email/blacklist/remove', { domain: target.domain, sender: 'a.com' }],
      ['/email/catchall', { domain: target.domain, email: 'info@other-customer.com' }],
      ['/email/monitoring', { domain: target.domain, email: null }],
    ];
    for (const [path, body] of calls) await expectRefused(c.token, path, body, 404, notFound('Domain'));
    expect(await lists(t, basic)).toEqual(before);
  });
});

describe('bursts of parallel calls', () => {
  const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;

  async function expectUsageTrue(token: string) {
    const before = (await lists(t, token)).user.diskUsed;
    expect((await t.call('/account/sync', {}, token)).body.user.diskUsed).toBe(before);
  }

  it('creates one mailbox when twenty creates of one name (in two spellings) race', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('/email/account/create', { domain: 'example.com', name: i % 2 ? 'burst' : 'bURST', quota: MB * 10, password: 'Kx9#mPq2vL' }, c.token),
      ),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.message).toBe('You have already added this e-mail account.');
    const l = await lists(t, c.token);
    expect(l.emailAccounts.filter((a: Mailbox) => a.name.toLowerCase() === 'burst')).toHaveLength(1);
    await expectUsageTrue(c.token);
  });

  it('gives a name to an account or an alias, never both, when they race', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? t.call('/email/account/create', { domain: 'example.com', name: 'either', quota: MB, password: 'Kx9#mPq2vL' }, c.token)
          : t.call('/email/alias/create', { domain: 'example.com', name: 'either', destination: 'a@b.com' }, c.token),
      ),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    const l = await lists(t, c.token);
    const held = l.emailAccounts.filter((a: Mailbox) => a.name === 'either').length + l.emailAliases.filter((a: Mailbox) => a.name === 'either').length;
    expect(held).toBe(1);
    await expectUsageTrue(c.token);
  });

  it('deletes a mailbox once when twenty deletes race, and frees its usage once', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/email/account/delete', { domain: 'example.com', name: 'john.smith' }, c.token)),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 404)).toBe(19);
    await expectUsageTrue(c.token);
  });

  it('answers parallel creates and deletes of one mailbox with 200, 404 or 409 and keeps the usage true', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? t.call('/email/account/delete', { domain: 'example.com', name: 'flip' }, c.token)
          : t.call('/email/account/create', { domain: 'example.com', name: 'flip', quota: MB, password: 'Kx9#mPq2vL' }, c.token),
      ),
    );
    for (const r of replies) expect([200, 404, 409]).toContain(r.status);
    await expectUsageTrue(c.token);
  });

  it('creates and deletes an alias once each when bursts race', async () => {
    const c = await cloneAccount(t);
    const creates = await Promise.all(
      Array.from({ length: 12 }, () => t.call('/email/alias/create', { domain: 'example.com', name: 'crowd', destination: 'a@b.com' }, c.token)),
    );
    expect(count(creates, 200)).toBe(1);
    expect(count(creates, 409)).toBe(11);
    const deletes = await Promise.all(Array.from({ length: 12 }, () => t.call('/email/alias/delete', { domain: 'example.com', name: 'crowd' }, c.token)));
    expect(count(deletes, 200)).toBe(1);
    expect(count(deletes, 404)).toBe(11);
  });

  it('puts a sender on exactly one list when trusted and blocked adds race', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call(i % 2 ? '/email/whitelist/add' : '/email/blacklist/add', { domain: 'example.com', sender: 'racer.example' }, c.token),
      ),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    const l = await lists(t, c.token);
    const on = [...l.emailWhitelists, ...l.emailBlacklists].filter((s: Sender) => s.sender === 'racer.example');
    expect(on).toHaveLength(1);
    const removes = await Promise.all(
      Array.from({ length: 10 }, () => t.call('/email/whitelist/remove', { domain: 'example.com', sender: 'racer.example' }, c.token)),
    );
    expect(count(removes, 200)).toBe(l.emailWhitelists.some((s: Sender) => s.sender === 'racer.example') ? 1 : 0);
  });
});
