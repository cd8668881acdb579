import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords.js';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount, lists } from './util.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const MB = 1048576;
type Mailbox = { domain: string; name: string; diskLimit: number; diskUsed: number };
type Sender = { domain: string; sender: string };

const mailbox = (l: any, domain: string, name: string) => l.emailAccounts.find((a: Mailbox) => a.domain === domain && a.name === name) as Mailbox | undefined;
const domainOf = (l: any, name: string) => l.domains.find((d: { domain: string }) => d.domain === name);

function mailboxHash(login: string, domain: string, name: string) {
  const { db } = t.app.panel;
  return (db.prepare(
    'SELECT e.password_hash FROM email_accounts e JOIN accounts a ON a.id = e.account_id WHERE a.login = ? AND e.domain = ? AND e.name = ?',
  ).pluck().get(login, domain, name)) as string | undefined;
}

/** Runs refused calls and checks that the account's lists are exactly as before. */
async function expectNoChange(token: string, calls: () => Promise<void>) {
  const before = await lists(t, token);
  await calls();
  expect(await lists(t, token)).toEqual(before);
}

async function expectRefused(token: string, path: string, body: object, status: number, reply: object) {
  const r = await t.call(path, body, token);
  expect(r.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`).toBe(status);
  expect(r.body).toEqual(reply);
}

const notFound = (what: string) => ({ type: 'notFound', message: `${what} not found.` });
const validation = (message: string, field: string) => ({ type: 'validation', message, field });
const conflict = (message: string, field: string) => ({ type: 'conflict', message, field });

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
    for (const [name, quota] of [['tiny', MB], ['huge', 5120 * MB]] as const) {
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
      await expectRefused(c.token, '/email/account/create', { ...ok, password: 'short12' }, 400, validation('Password must be at least 8 characters long.', 'password'));
      await expectRefused(c.token, '/email/account/create', { ...ok, password: 'Password123' }, 406, { type: 'notAcceptable', message: 'Try using a different password.', field: 'password' });
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

  it('answers 404 for an unknown domain or another customer\'s', async () => {
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

  it('answers 404 for an unknown mailbox, domain or another customer\'s mailbox', async () => {
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

  it('answers 404 for an unknown mailbox or another customer\'s', async () => {
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
    await expectRefused(c.token, '/email/account/password', { ...contact, password: 'short' }, 400, validation('Password must be at least 8 characters long.', 'password'));
    await expectRefused(c.token, '/email/account/password', { ...contact, password: 'qwerty123' }, 406, { type: 'notAcceptable', message: 'Try using a different password.', field: 'password' });
    await expectRefused(c.token, '/email/account/password', { ...contact, name: 'nobody', password: 'Kx9#mPq2vL' }, 404, notFound('E-mail account'));
    await expectRefused(c.token, '/email/account/password', { domain: 'other-customer.com', name: 'info', password: 'Kx9#mPq2vL' }, 404, notFound('Domain'));
    expect(mailboxHash(c.login, 'example.com', 'contact')).toBe(old);
  });
});

describe('/email/alias/create, /modify, /delete', () => {
  it('creates an alias with its destinations trimmed, lower-cased, empty ones dropped, joined with commas', async () => {
    const c = await cloneAccount(t);
    const r = await t.call('/email/alias/create', { domain: 'example.com', name: 'team', destination: ' Anna_Nowak@Example.com, ,friend@partner.example,friend@partner.example,' }, c.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.emailAliases).toContainEqual({ domain: 'example.com', name: 'team', destination: 'anna_nowak@example.com,friend@partner.example' });
  });

  it('refuses invalid fields with 400', async () => {
    const c = await cloneAccount(t);
    const ok = { domain: 'example.com', name: 'team', destination: 'a@x.com' };
    await expectNoChange(c.token, async () => {
      for (const name of ['', 'Team', '9team', 'te am']) {
        await expectRefused(c.token, '/email/alias/create', { ...ok, name }, 400, validation('You need to enter a valid e-mail address.', 'name'));
      }
      for (const destination of ['', ' , ', 'nobody', 'a@x.com,nobody', 'a@x', 'a@@x.com']) {
        await expectRefused(c.token, '/email/alias/create', { ...ok, destination }, 400, validation('You need to enter a valid e-mail address.', 'destination'));
      }
      await expectRefused(c.token, '/email/alias/create', { ...ok, domain: '' }, 400, validation('You need to select a domain.', 'domain'));
    });
  });

  it('refuses a name an account or an alias holds with 409, and an unknown domain with 404', async () => {
    const c = await cloneAccount(t);
    const ok = { domain: 'example.com', destination: 'a@x.com' };
    await expectNoChange(c.token, async () => {
      await expectRefused(c.token, '/email/alias/create', { ...ok, name: 'contact' }, 409, conflict('An e-mail account with this name already exists.', 'name'));
      await expectRefused(c.token, '/email/alias/create', { ...ok, name: 'cONTACT' }, 409, conflict('An e-mail account with this name already exists.', 'name'));
      await expectRefused(c.token, '/email/alias/create', { ...ok, name: 'sales' }, 409, conflict('An e-mail alias with this name already exists.', 'name'));
      await expectRefused(c.token, '/email/alias/create', { ...ok, name: 'sALES' }, 409, conflict('An e-mail alias with this name already exists.', 'name'));
      await expectRefused(c.token, '/email/alias/create', { ...ok, domain: 'other-customer.com', name: 'x' }, 404, notFound('Domain'));
    });
  });

  it('modifies the destinations of an alias', async () => {
    const c = await cloneAccount(t);
    const r = await t.call('/email/alias/modify', { domain: 'example.com', name: 'webmaster', destination: 'office@example.com, ANNA_NOWAK@example.com' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.emailAliases).toContainEqual({ domain: 'example.com', name: 'webmaster', destination: 'office@example.com,anna_nowak@example.com' });
  });

  it('refuses to modify with invalid destinations (400) or an unknown alias (404)', async () => {
    const c = await cloneAccount(t);
    await expectNoChange(c.token, async () => {
      await expectRefused(c.token, '/email/alias/modify', { domain: 'example.com', name: 'webmaster', destination: ',' }, 400, validation('You need to enter a valid e-mail address.', 'destination'));
      await expectRefused(c.token, '/email/alias/modify', { domain: 'example.com', name: 'contact', destination: 'a@x.com' }, 404, notFound('E-mail alias'));
      await expectRefused(c.token, '/email/alias/modify', { domain: 'other-customer.com', name: 'x', destination: 'a@x.com' }, 404, notFound('Domain'));
    });
  });

  it('deletes an alias, and answers 404 for one that is not there', async () => {
    const c = await cloneAccount(t);
    const r = await t.call('/email/alias/delete', { domain: 'example.com', name: 'sales' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.emailAliases.some((a: { name: string }) => a.name === 'sales')).toBe(false);
    await expectNoChange(c.token, async () => {
      await expectRefused(c.token, '/email/alias/delete', { domain: 'example.com', name: 'sales' }, 404, notFound('E-mail alias'));
      await expectRefused(c.token, '/email/alias/delete', { domain: 'example.com', name: 'contact' }, 404, notFound('E-mail alias'));
    });
  });
});

describe('/email/whitelist and /email/blacklist', () => {
  it('adds e-mail, domain, IPv4 and full IPv6 senders, normalised', async () => {
    const c = await cloneAccount(t);
    const adds: [string, string][] = [
      ['/email/whitelist/add', ' Friend@Partner.example '],
      ['/email/whitelist/add', 'Partner.example'],
      ['/email/blacklist/add', '203.0.113.9'],
      ['/email/blacklist/add', '2001:DB8:0:0:0:0:0:1'],
    ];
    for (const [path, sender] of adds) {
      const r = await t.call(path, { domain: 'shop.example.com', sender }, c.token);
      expect(r.status, `${path} ${sender}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    const l = await lists(t, c.token);
    const white = l.emailWhitelists.filter((s: Sender) => s.domain === 'shop.example.com').map((s: Sender) => s.sender);
    const black = l.emailBlacklists.filter((s: Sender) => s.domain === 'shop.example.com').map((s: Sender) => s.sender);
    expect(white.sort()).toEqual(['friend@partner.example', 'partner.example']);
    expect(black.sort()).toEqual(['2001:0db8:0000:0000:0000:0000:0000:0001', '203.0.113.9', 'newsletter@bulk-mailer.example']);
  });

  it('refuses a sender that is no address, domain or IP with 400', async () => {
    const c = await cloneAccount(t);
    await expectNoChange(c.token, async () => {
      for (const path of ['/email/whitelist/add', '/email/blacklist/add']) {
        for (const sender of ['', 'nope', '1.2.3', '256.1.1.1', '2001:db8::1', 'http://x.com', 'a@', '*.spam.example']) {
          await expectRefused(c.token, path, { domain: 'example.com', sender }, 400,
            validation('You need to enter a valid e-mail address, domain name or IP address.', 'sender'));
        }
        await expectRefused(c.token, path, { domain: '', sender: 'x.com' }, 400, validation('You need to select a domain.', 'domain'));
        await expectRefused(c.token, path, { domain: 'other-customer.com', sender: 'x.com' }, 404, notFound('Domain'));
      }
    });
  });

  it('keeps a sender on one list of a domain: 409 with the spec messages', async () => {
    const c = await cloneAccount(t);
    await expectNoChange(c.token, async () => {
      await expectRefused(c.token, '/email/whitelist/add', { domain: 'example.com', sender: 'BANK.example' }, 409, conflict('You have already added this sender.', 'sender'));
      await expectRefused(c.token, '/email/blacklist/add', { domain: 'example.com', sender: 'cheap-offers.example' }, 409, conflict('You have already added this sender.', 'sender'));
      await expectRefused(c.token, '/email/blacklist/add', { domain: 'example.com', sender: 'bank.example' }, 409, conflict('This sender is already whitelisted.', 'sender'));
      await expectRefused(c.token, '/email/whitelist/add', { domain: 'example.com', sender: '2001:db8:85a3:0:0:8a2e:370:7334' }, 409, conflict('This sender is already blacklisted.', 'sender'));
    });
    // Another recipient domain has lists of its own.
    expect((await t.call('/email/blacklist/add', { domain: 'shop.example.com', sender: 'bank.example' }, c.token)).status).toBe(200);
  });

  it('removes a sender from its list, and answers 404 when that list does not hold it', async () => {
    const c = await cloneAccount(t);
    let r = await t.call('/email/whitelist/remove', { domain: 'example.com', sender: 'bank.example' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.emailWhitelists).not.toContainEqual({ domain: 'example.com', sender: 'bank.example' });
    r = await t.call('/email/blacklist/remove', { domain: 'example.com', sender: '2001:db8:85a3::8a2e:370:7334'.replace('::', ':0:0:') }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.emailBlacklists.filter((s: Sender) => s.domain === 'example.com')).toEqual([{ domain: 'example.com', sender: 'cheap-offers.example' }]);
    await expectNoChange(c.token, async () => {
      await expectRefused(c.token, '/email/whitelist/remove', { domain: 'example.com', sender: 'bank.example' }, 404, notFound('Sender'));
      await expectRefused(c.token, '/email/whitelist/remove', { domain: 'example.com', sender: 'cheap-offers.example' }, 404, notFound('Sender'));
      await expectRefused(c.token, '/email/blacklist/remove', { domain: 'shop.example.com', sender: 'cheap-offers.example' }, 404, notFound('Sender'));
      await expectRefused(c.token, '/email/blacklist/remove', { domain: 'other-customer.com', sender: 'x.com' }, 404, notFound('Domain'));
    });
  });
});

describe.each([
  ['/email/catchall', 'catchallEmail'],
  ['/email/monitoring', 'bccEmail'],
] as const)('%s', (path, field) => {
  it('sets a mailbox of the customer as the address, as the mailbox spells it, and null turns it off', async () => {
    const c = await cloneAccount(t);
    let r = await t.call(path, { domain: 'example.com', email: ' Contact@EXAMPLE.com ' }, c.token);
    expect(r.status).toBe(200);
    expect(domainOf(r.body, 'example.com')[field]).toBe('contact@example.com');
    r = await t.call(path, { domain: 'example.com', email: 'orders@shop.example.com' }, c.token);
    expect(domainOf(r.body, 'example.com')[field]).toBe('orders@shop.example.com');
    r = await t.call(path, { domain: 'example.com', email: null }, c.token);
    expect(r.status).toBe(200);
    expect(domainOf(r.body, 'example.com')[field]).toBeNull();
  });

  it('refuses an address that is no mailbox of the customer (404) or no address (400)', async () => {
    const c = await cloneAccount(t);
    await expectNoChange(c.token, async () => {
      for (const email of ['nobody@example.com', 'sales@example.com', 'info@other-customer.com', 'someone@gmail.example']) {
        await expectRefused(c.token, path, { domain: 'example.com', email }, 404, notFound('E-mail account'));
      }
      for (const email of ['', 'contact', 'contact@']) {
        await expectRefused(c.token, path, { domain: 'example.com', email }, 400, validation('You need to select an e-mail address.', 'email'));
      }
      await expectRefused(c.token, path, { domain: 'other-customer.com', email: null }, 404, notFound('Domain'));
      await expectRefused(c.token, path, { domain: 'unknown.com', email: 'contact@example.com' }, 404, notFound('Domain'));
      expect((await t.call(path, { domain: 'example.com' }, c.token)).status).toBe(400);
    });
  });
});

describe('another customer', () => {
  it('cannot reach basic\'s mailbox through any call: 404, never 403, and nothing changes for basic', async () => {
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
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      t.call('/email/account/create', { domain: 'example.com', name: i % 2 ? 'burst' : 'bURST', quota: MB * 10, password: 'Kx9#mPq2vL' }, c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.message).toBe('You have already added this e-mail account.');
    const l = await lists(t, c.token);
    expect(l.emailAccounts.filter((a: Mailbox) => a.name.toLowerCase() === 'burst')).toHaveLength(1);
    await expectUsageTrue(c.token);
  });

  it('gives a name to an account or an alias, never both, when they race', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => i % 2
      ? t.call('/email/account/create', { domain: 'example.com', name: 'either', quota: MB, password: 'Kx9#mPq2vL' }, c.token)
      : t.call('/email/alias/create', { domain: 'example.com', name: 'either', destination: 'a@b.com' }, c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    const l = await lists(t, c.token);
    const held = l.emailAccounts.filter((a: Mailbox) => a.name === 'either').length + l.emailAliases.filter((a: Mailbox) => a.name === 'either').length;
    expect(held).toBe(1);
    await expectUsageTrue(c.token);
  });

  it('deletes a mailbox once when twenty deletes race, and frees its usage once', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.call('/email/account/delete', { domain: 'example.com', name: 'john.smith' }, c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 404)).toBe(19);
    await expectUsageTrue(c.token);
  });

  it('answers parallel creates and deletes of one mailbox with 200, 404 or 409 and keeps the usage true', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => i % 2
      ? t.call('/email/account/delete', { domain: 'example.com', name: 'flip' }, c.token)
      : t.call('/email/account/create', { domain: 'example.com', name: 'flip', quota: MB, password: 'Kx9#mPq2vL' }, c.token)));
    for (const r of replies) expect([200, 404, 409]).toContain(r.status);
    await expectUsageTrue(c.token);
  });

  it('creates and deletes an alias once each when bursts race', async () => {
    const c = await cloneAccount(t);
    const creates = await Promise.all(Array.from({ length: 12 }, () => t.call('/email/alias/create', { domain: 'example.com', name: 'crowd', destination: 'a@b.com' }, c.token)));
    expect(count(creates, 200)).toBe(1);
    expect(count(creates, 409)).toBe(11);
    const deletes = await Promise.all(Array.from({ length: 12 }, () => t.call('/email/alias/delete', { domain: 'example.com', name: 'crowd' }, c.token)));
    expect(count(deletes, 200)).toBe(1);
    expect(count(deletes, 404)).toBe(11);
  });

  it('puts a sender on exactly one list when trusted and blocked adds race', async () => {
    const c = await cloneAccount(t);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      t.call(i % 2 ? '/email/whitelist/add' : '/email/blacklist/add', { domain: 'example.com', sender: 'racer.example' }, c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    const l = await lists(t, c.token);
    const on = [...l.emailWhitelists, ...l.emailBlacklists].filter((s: Sender) => s.sender === 'racer.example');
    expect(on).toHaveLength(1);
    const removes = await Promise.all(Array.from({ length: 10 }, () => t.call('/email/whitelist/remove', { domain: 'example.com', sender: 'racer.example' }, c.token)));
    expect(count(removes, 200)).toBe(l.emailWhitelists.some((s: Sender) => s.sender === 'racer.example') ? 1 : 0);
  });
});
