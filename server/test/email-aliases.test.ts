import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { conflict, notFound, refusalChecks, validation } from './refusals.js';
import { cloneAccount, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectNoChange, expectRefused } = refusalChecks(() => t);

type Sender = { domain: string; sender: string };

const domainOf = (l: any, name: string) => l.domains.find((d: { domain: string }) => d.domain === name);

describe('/email/alias/create, /modify, /delete', () => {
  it('creates an alias with its destinations trimmed, lower-cased, empty ones dropped, joined with commas', async () => {
    const c = await cloneAccount(t);
    const r = await t.call(
      '/email/alias/create',
      { domain: 'example.com', name: 'team', destination: ' Anna_Nowak@Example.com, ,friend@partner.example,friend@partner.example,' },
      c.token,
    );
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
        await expectRefused(
          c.token,
          '/email/alias/create',
          { ...ok, destination },
          400,
          validation('You need to enter a valid e-mail address.', 'destination'),
        );
      }
      await expectRefused(c.token, '/email/alias/create', { ...ok, domain: '' }, 400, validation('You need to select a domain.', 'domain'));
    });
  });

  it('refuses a name an account or an alias holds with 409, and an unknown domain with 404', async () => {
    const c = await cloneAccount(t);
    const ok = { domain: 'example.com', destination: 'a@x.com' };
    await expectNoChange(c.token, async () => {
      await expectRefused(
        c.token,
        '/email/alias/create',
        { ...ok, name: 'contact' },
        409,
        conflict('An e-mail account with this name already exists.', 'name'),
      );
      await expectRefused(
        c.token,
        '/email/alias/create',
        { ...ok, name: 'cONTACT' },
        409,
        conflict('An e-mail account with this name already exists.', 'name'),
      );
      await expectRefused(c.token, '/email/alias/create', { ...ok, name: 'sales' }, 409, conflict('An e-mail alias with this name already exists.', 'name'));
      await expectRefused(c.token, '/email/alias/create', { ...ok, name: 'sALES' }, 409, conflict('An e-mail alias with this name already exists.', 'name'));
      await expectRefused(c.token, '/email/alias/create', { ...ok, domain: 'other-customer.com', name: 'x' }, 404, notFound('Domain'));
    });
  });

  it('modifies the destinations of an alias', async () => {
    const c = await cloneAccount(t);
    const r = await t.call(
      '/email/alias/modify',
      { domain: 'example.com', name: 'webmaster', destination: 'office@example.com, ANNA_NOWAK@example.com' },
      c.token,
    );
    expect(r.status).toBe(200);
    expect(r.body.emailAliases).toContainEqual({ domain: 'example.com', name: 'webmaster', destination: 'office@example.com,anna_nowak@example.com' });
  });

  it('refuses to modify with invalid destinations (400) or an unknown alias (404)', async () => {
    const c = await cloneAccount(t);
    await expectNoChange(c.token, async () => {
      await expectRefused(
        c.token,
        '/email/alias/modify',
        { domain: 'example.com', name: 'webmaster', destination: ',' },
        400,
        validation('You need to enter a valid e-mail address.', 'destination'),
      );
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
          await expectRefused(
            c.token,
            path,
            { domain: 'example.com', sender },
            400,
            validation('You need to enter a valid e-mail address, domain name or IP address.', 'sender'),
          );
        }
        await expectRefused(c.token, path, { domain: '', sender: 'x.com' }, 400, validation('You need to select a domain.', 'domain'));
        await expectRefused(c.token, path, { domain: 'other-customer.com', sender: 'x.com' }, 404, notFound('Domain'));
      }
    });
  });

  it('keeps a sender on one list of a domain: 409 with the spec messages', async () => {
    const c = await cloneAccount(t);
    await expectNoChange(c.token, async () => {
      // The call, the sender, what the refusal says.
      for (const [path, sender, message] of [
        ['/email/whitelist/add', 'BANK.example', 'You have already added this sender.'],
        ['/email/blacklist/add', 'cheap-offers.example', 'You have already added this sender.'],
        ['/email/blacklist/add', 'bank.example', 'This sender is already whitelisted.'],
        ['/email/whitelist/add', '2001:db8:85a3:0:0:8a2e:370:7334', 'This sender is already blacklisted.'],
      ]) {
        await expectRefused(c.token, path, { domain: 'example.com', sender }, 409, conflict(message, 'sender'));
      }
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
