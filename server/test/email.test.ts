import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords.js';
import { type TestApp, withTestApp } from './helpers.js';
import { conflict, notFound, refusalChecks, validation } from './refusals.js';
import { cloneAccount, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectNoChange, expectRefused } = refusalChecks(() => t);

const MB = 1048576;

type Mailbox = { domain: string; name: string; diskLimit: number; diskUsed: number };

const mailbox = (l: any, domain: string, name: string) => l.emailAccounts.find((a: Mailbox) => a.domain === domain && a.name === name) as Mailbox | undefined;

const domainOf = (l: any, name: string) => l.domains.find((d: { domain: string }) => d.domain === name);

function mailboxHash(login: string, domain: string, name: string) {
  const { db } = t.app.panel;
  return db
    .prepare('SELECT e.password_hash FROM email_accounts e JOIN accounts a ON a.id = e.account_id WHERE a.login = ? AND e.domain = ? AND e.name = ?')
    .pluck()
    .get(login, domain, name) as string | undefined;
}

describe('/email/account/create', () => {
  it('creates a mailbox with its quota, near-zero usage and a hashed password, and counts its usage', async () => {
    const c = await cloneAccount(t);
    const before = await lists(t, c.token);
    const r = await t.call('/email/account/create', { domain: 'example.com', name: ' new.Box_1 ', quota: 100 * MB, password: 'Kx9#mPq2vL' }, c.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const created = mailbox(r.body, 'example.com', 'new.Box_1');
    expect(created).toEqual({ domain: 'example.com', name: 'new.Box_1', diskLimit: 100 * MB, diskUsed: 2048 });
    expect(r.body.emailAccounts).toHaveLength(before.emailAccounts.length + 1);
    expect(r.body.user.diskUsed).toBe(before.user.diskUsed + 2048);
    const hash = mailboxHash(c.login, 'example.com', 'new.Box_1')!;
    expect(hash).not.toContain('Kx9#mPq2vL');
    expect(await verifyPassword('Kx9#mPq2vL', hash)).toBe(true);
    const synced = await t.call('/account/sync', {}, c.token);
    expect(synced.body.user.diskUsed).toBe(r.body.user.diskUsed);
  });

  it('takes quotas from 1 MB to the plan limit', async () => {
    const c = await cloneAccount(t);
    for (const [name, quota] of [
      ['tiny', MB],
      ['huge', 5120 * MB],
    ] as const) {
      const r = await t.call('/email/account/create', { domain: 'shop.example.com', name, quota, password: 'Kx9#mPq2vL' }, c.token);
      expect(r.status).toBe(200);
      expect(mailbox(r.body, 'shop.example.com', name)?.diskLimit).toBe(quota);
    }
  });

  it('refuses invalid fields with 400 and the form messages, creating nothing', async () => {
    const c = await cloneAccount(t);
    const ok = { domain: 'example.com', name: 'valid', quota: 100 * MB, password: 'Kx9#mPq2vL' };
    await expectNoChange(c.token, async () => {
      for (const name of ['', '  ', 'Box', '1box', '_box', '.box', 'a b', 'a@b', 'żaba', 'a+b', `a${'b'.repeat(40)}`]) {
        await expectRefused(c.token, '/email/account/create', { ...ok, name }, 400, validation('You need to enter a valid e-mail address.', 'name'));
      }
      await expectRefused(c.token, '/email/account/create', { ...ok, domain: '' }, 400, validation('You need to select a domain.', 'domain'));
      for (const quota of [0, -MB, MB - 1, MB + 1, 1.5 * MB, 5121 * MB, 10 * 1024 * MB]) {
        await expectRefused(c.token, '/email/account/create', { ...ok, quota }, 400, validation('Choose a value between 1 and 5120 MB.', 'quota'));
      }
      for (const quota of ['100', 100.5, null]) {
        const r = await t.call('/email/account/create', { ...ok, quota }, c.token);
        expect(r.status).toBe(400);
        expect(r.body.type).toBe('validation');
      }
      await expectRefused(
        c.token,
        '/email/account/create',
        { ...ok, password: 'short12' },
        400,
        validation('Password must be at least 8 characters long.', 'password'),
      );
      await expectRefused(c.token, '/email/account/create', { ...ok, password: 'Password123' }, 406, {
        type: 'notAcceptable',
        message: 'Try using a different password.',
        field: 'password',
      });
      expect((await t.call('/email/account/create', { ...ok, extra: 1 }, c.token)).status).toBe(400);
    });
  });

  it('limits the quota by the plan: 1024 MB on the start plan', async () => {
    const token = await t.login('basic', 'basic1234');
    const ok = { domain: 'other-customer.com', name: 'sales', password: 'Kx9#mPq2vL' };
    await expectRefused(token, '/email/account/create', { ...ok, quota: 1025 * MB }, 400, validation('Choose a value between 1 and 1024 MB.', 'quota'));
  });

  it('refuses a name an account or an alias of that domain holds with 409, whatever its letter case', async () => {
    const c = await cloneAccount(t);
    const ok = { domain: 'example.com', quota: 100 * MB, password: 'Kx9#mPq2vL' };
    await expectNoChange(c.token, async () => {
      for (const name of ['office', 'oFFICE', 'john.Smith']) {
        await expectRefused(c.token, '/email/account/create', { ...ok, name }, 409, conflict('You have already added this e-mail account.', 'name'));
      }
      for (const name of ['sales', 'webMaster']) {
        await expectRefused(c.token, '/email/account/create', { ...ok, name }, 409, conflict('An e-mail alias with this name already exists.', 'name'));
      }
    });
    // The same name at another domain is a different address.
    expect((await t.call('/email/account/create', { ...ok, domain: 'blog.example.org', name: 'office' }, c.token)).status).toBe(200);
  });

  it("answers 404 for an unknown domain or another customer's", async () => {
    const c = await cloneAccount(t);
    const ok = { name: 'box', quota: 100 * MB, password: 'Kx9#mPq2vL' };
    await expectNoChange(c.token, async () => {
      for (const domain of ['unknown.com', 'other-customer.com']) {
        await expectRefused(c.token, '/email/account/create', { ...ok, domain }, 404, notFound('Domain'));
      }
    });
  });

  it('answers 403 without a session', async () => {
    expect((await t.call('/email/account/create', { domain: 'example.com', name: 'x', quota: MB, password: 'Kx9#mPq2vL' })).status).toBe(403);
  });
});

describe('/email/account/delete', () => {
  it('deletes a mailbox, frees its usage and clears the catch-all and monitoring settings that name it; aliases stay', async () => {
    const c = await cloneAccount(t);
    const before = await lists(t, c.token);
    const hello = mailbox(before, 'blog.example.org', 'hello')!;
    // Another domain's monitoring copy goes to the same mailbox.
    expect((await t.call('/email/monitoring', { domain: 'example.com', email: 'hello@blog.example.org' }, c.token)).status).toBe(200);
    const r = await t.call('/email/account/delete', { domain: 'blog.example.org', name: 'hello' }, c.token);
    expect(r.status).toBe(200);
    expect(mailbox(r.body, 'blog.example.org', 'hello')).toBeUndefined();
    expect(r.body.emailAccounts).toHaveLength(before.emailAccounts.length - 1);
    expect(r.body.user.diskUsed).toBe(before.user.diskUsed - hello.diskUsed);
    expect(domainOf(r.body, 'blog.example.org')).toMatchObject({ catchallEmail: null, bccEmail: 'archive@blog.example.org' });
    expect(domainOf(r.body, 'example.com')).toMatchObject({ bccEmail: null });
    expect(r.body.emailAliases).toEqual(before.emailAliases);
    expect((await t.call('/account/sync', {}, c.token)).body.user.diskUsed).toBe(r.body.user.diskUsed);
  });

  it('clears the monitoring address of the mailbox it deletes', async () => {
    const c = await cloneAccount(t);
    const r = await t.call('/email/account/delete', { domain: 'blog.example.org', name: 'archive' }, c.token);
    expect(domainOf(r.body, 'blog.example.org')).toMatchObject({ catchallEmail: 'hello@blog.example.org', bccEmail: null });
  });

  it("answers 404 for an unknown mailbox, domain or another customer's mailbox", async () => {
    const c = await cloneAccount(t);
    await expectNoChange(c.token, async () => {
      await expectRefused(c.token, '/email/account/delete', { domain: 'example.com', name: 'nobody' }, 404, notFound('E-mail account'));
      await expectRefused(c.token, '/email/account/delete', { domain: 'example.com', name: 'sales' }, 404, notFound('E-mail account'));
      await expectRefused(c.token, '/email/account/delete', { domain: 'shop.example.com', name: 'office' }, 404, notFound('E-mail account'));
      await expectRefused(c.token, '/email/account/delete', { domain: 'other-customer.com', name: 'info' }, 404, notFound('Domain'));
    });
  });
});

describe('/email/account/quota', () => {
  it('sets the quota in bytes, down to the space in use rounded up', async () => {
    const c = await cloneAccount(t);
    let r = await t.call('/email/account/quota', { domain: 'example.com', name: 'office', quota: 2048 * MB }, c.token);
    expect(r.status).toBe(200);
    expect(mailbox(r.body, 'example.com', 'office')?.diskLimit).toBe(2048 * MB);
    // office holds 521,666,560 bytes: 497.5 MB, so 498 MB is the least it can have.
    r = await t.call('/email/account/quota', { domain: 'example.com', name: 'office', quota: 498 * MB }, c.token);
    expect(r.status).toBe(200);
    expect(mailbox(r.body, 'example.com', 'office')?.diskLimit).toBe(498 * MB);
  });

  it('refuses a quota out of range or below the space in use with 400', async () => {
    const c = await cloneAccount(t);
    const office = { domain: 'example.com', name: 'office' };
    await expectNoChange(c.token, async () => {
      await expectRefused(c.token, '/email/account/quota', { ...office, quota: 497 * MB }, 400, validation('Account already uses 498 MB of space.', 'quota'));
      for (const quota of [0, -MB, MB / 2, 5121 * MB]) {
        await expectRefused(c.token, '/email/account/quota', { ...office, quota }, 400, validation('Choose a value between 1 and 5120 MB.', 'quota'));
      }
      expect((await t.call('/email/account/quota', { ...office, quota: '600' }, c.token)).status).toBe(400);
    });
  });

  it("answers 404 for an unknown mailbox or another customer's", async () => {
    const c = await cloneAccount(t);
    await expectRefused(c.token, '/email/account/quota', { domain: 'example.com', name: 'nobody', quota: MB }, 404, notFound('E-mail account'));
    await expectRefused(c.token, '/email/account/quota', { domain: 'other-customer.com', name: 'info', quota: MB }, 404, notFound('Domain'));
  });
});

describe('/email/account/password', () => {
  it('stores the new password hashed', async () => {
    const c = await cloneAccount(t);
    const old = mailboxHash(c.login, 'example.com', 'contact');
    const r = await t.call('/email/account/password', { domain: 'example.com', name: 'contact', password: 'New-Mailbox-Pass-1' }, c.token);
    expect(r.status).toBe(200);
    const hash = mailboxHash(c.login, 'example.com', 'contact')!;
    expect(hash).not.toBe(old);
    expect(await verifyPassword('New-Mailbox-Pass-1', hash)).toBe(true);
  });

  it('refuses a short password with 400, a common one with 406, an unknown mailbox with 404', async () => {
    const c = await cloneAccount(t);
    const old = mailboxHash(c.login, 'example.com', 'contact');
    const contact = { domain: 'example.com', name: 'contact' };
    await expectRefused(
      c.token,
      '/email/account/password',
      { ...contact, password: 'short' },
      400,
      validation('Password must be at least 8 characters long.', 'password'),
    );
    await expectRefused(c.token, '/email/account/password', { ...contact, password: 'qwerty123' }, 406, {
      type: 'notAcceptable',
      message: 'Try using a different password.',
      field: 'password',
    });
    await expectRefused(c.token, '/email/account/password', { ...contact, name: 'nobody', password: 'Kx9#mPq2vL' }, 404, notFound('E-mail account'));
    await expectRefused(c.token, '/email/account/password', { domain: 'other-customer.com', name: 'info', password: 'Kx9#mPq2vL' }, 404, notFound('Domain'));
    expect(mailboxHash(c.login, 'example.com', 'contact')).toBe(old);
  });
});
