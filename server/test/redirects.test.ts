import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { refusalChecks } from './refusals.js';
import { cloneAccount, expectCleanError, fixture, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectNoChange } = refusalChecks(() => t);

const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;
const redirectOf = (body: any, domain: string, directory: string) => body.redirects.find((r: any) => r.domain === domain && r.directory === directory);
const normal = (over: Record<string, unknown> = {}) => ({
  domain: 'example.com',
  directory: '/new/',
  type: 'normal',
  destination: 'https://www.example.net/',
  code: 301,
  ...over,
});

/** Runs failing calls and checks that none of them changed the account's lists. */

describe('/redirect/create', () => {
  it('redirects an address to another website', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    const r = await t.call('/redirect/create', normal({ code: 302 }), c.token);
    expect(r.status).toBe(200);
    expect(redirectOf(r.body, 'example.com', '/new/')).toEqual({
      domain: 'example.com',
      directory: '/new/',
      destination: 'https://www.example.net/',
      type: 'normal',
      code: 302,
    });
    expect(r.body.redirects).toHaveLength(before.redirects.length + 1);
    expect(await lists(t, c.token)).toEqual(r.body);
  });

  it('adds the slashes to the directory and http:// to a destination without a scheme', async () => {
    const c = await cloneAccount(t, 'demo');
    const cases: [string, string, string, string][] = [
      ['blog', 'www.example.net/blog', '/blog/', 'http://www.example.net/blog'],
      ['/docs', ' example.net ', '/docs/', 'http://example.net'],
      ['a/b/', 'HTTPS://Example.net/x', '/a/b/', 'HTTPS://Example.net/x'],
      [' /', 'http://example.net/', '/', 'http://example.net/'],
    ];
    for (const [directory, destination, storedDirectory, storedDestination] of cases) {
      const r = await t.call('/redirect/create', normal({ domain: ' Blog.Example.ORG ', directory, destination }), c.token);
      expect(r.status, directory).toBe(200);
      expect(redirectOf(r.body, 'blog.example.org', storedDirectory)).toMatchObject({ destination: storedDestination, type: 'normal', code: 301 });
    }
  });

  it('sends HTTP to HTTPS by storing {domain}{directory} as the destination, whatever was typed', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/redirect/create', normal({ directory: 'secure', type: 'http', destination: '' }), c.token);
    expect(r.status).toBe(200);
    expect(redirectOf(r.body, 'example.com', '/secure/')).toEqual({
      domain: 'example.com',
      directory: '/secure/',
      destination: 'example.com/secure/',
      type: 'http',
      code: 301,
    });
  });

  it('refuses an address already redirected with 409, however the directory is written', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      for (const directory of ['/old-shop/', 'old-shop', '/old-shop', 'old-shop/']) {
        const r = await t.call('/redirect/create', normal({ directory }), c.token);
        expect(r.status, directory).toBe(409);
        expect(r.body).toEqual({ type: 'conflict', message: 'You have already redirected this address.', field: 'directory' });
      }
    });
    // The same directory on another domain is another address.
    expect((await t.call('/redirect/create', normal({ domain: 'shop.example.com', directory: '/old-shop/' }), c.token)).status).toBe(200);
  });

  it("refuses invalid fields with 400 and the rule's message, changing nothing", async () => {
    const c = await cloneAccount(t, 'demo');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ domain: '' }, 'domain', 'You need to select the domain name.'],
      [{ domain: '  ' }, 'domain', 'You need to select the domain name.'],
      [{ directory: '' }, 'directory', 'You need to enter a valid subdirectory name.'],
      [{ directory: 'a//b' }, 'directory', 'You need to enter a valid subdirectory name.'],
      [{ directory: 'my dir' }, 'directory', 'You need to enter a valid subdirectory name.'],
      [{ directory: 'ąę' }, 'directory', 'You need to enter a valid subdirectory name.'],
      [{ directory: '/a?b/' }, 'directory', 'You need to enter a valid subdirectory name.'],
      [{ destination: '' }, 'destination', 'You need to enter a valid website address.'],
      [{ destination: 'localhost' }, 'destination', 'You need to enter a valid website address.'],
      [{ destination: 'example .com' }, 'destination', 'You need to enter a valid website address.'],
    ];
    await expectNoChange(c.token, async () => {
      for (const [over, field, message] of cases) {
        const r = await t.call('/redirect/create', normal(over), c.token);
        expect(r.status, JSON.stringify(over)).toBe(400);
        expect(r.body).toEqual({ type: 'validation', message, field });
      }
    });
  });

  it('refuses codes other than 301 and 302, unknown types and unknown fields by the contract', async () => {
    const c = await cloneAccount(t, 'demo');
    for (const body of [normal({ code: 307 }), normal({ type: 'proxy' }), { ...normal(), extra: 1 }, normal({ code: '301' })]) {
      const r = await t.call('/redirect/create', body, c.token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expectCleanError(r);
    }
  });

  it("answers 404 for an unknown domain and another customer's domain (never 403)", async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      for (const domain of ['unknown-site.com', 'other-customer.com']) {
        const r = await t.call('/redirect/create', normal({ domain }), c.token);
        expect(r.status, domain).toBe(404);
        expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
      }
    });
  });

  it('needs a session', async () => {
    expect((await t.call('/redirect/create', normal())).status).toBe(403);
  });
});

describe('/redirect/modify', () => {
  it('replaces type, destination and code of the redirection of an address', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    const r = await t.call(
      '/redirect/modify',
      normal({ domain: 'blog.example.org', directory: 'promo', destination: 'shop.example.com/sale', code: 301 }),
      c.token,
    );
    expect(r.status).toBe(200);
    expect(redirectOf(r.body, 'blog.example.org', '/promo/')).toEqual({
      domain: 'blog.example.org',
      directory: '/promo/',
      destination: 'http://shop.example.com/sale',
      type: 'normal',
      code: 301,
    });
    expect(r.body.redirects).toHaveLength(before.redirects.length);
    const http = await t.call(
      '/redirect/modify',
      normal({ domain: 'blog.example.org', directory: '/promo/', type: 'http', destination: 'ignored.example', code: 302 }),
      c.token,
    );
    expect(redirectOf(http.body, 'blog.example.org', '/promo/')).toMatchObject({ destination: 'blog.example.org/promo/', type: 'http', code: 302 });
    expect(await lists(t, c.token)).toEqual(http.body);
  });

  it("answers 404 for a redirection that does not exist, and for another customer's", async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      const missing = await t.call('/redirect/modify', normal({ directory: '/nothing-here/' }), c.token);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ type: 'notFound', message: 'Redirection not found.' });
      const foreign = await t.call('/redirect/modify', normal({ domain: 'other-customer.com', directory: '/docs/' }), c.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
    });
    const basic = await lists(t, await t.login('basic', 'basic1234'));
    expect(basic.redirects).toEqual(fixture('basic').redirects);
  });

  it('checks the fields like create', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/redirect/modify', normal({ directory: '/old-shop/', destination: 'nowhere' }), c.token);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ type: 'validation', message: 'You need to enter a valid website address.', field: 'destination' });
  });
});

describe('/redirect/delete', () => {
  it('deletes the redirection of an address, the directory however it is written', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    const r = await t.call('/redirect/delete', { domain: 'Example.com', directory: 'old-shop' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.redirects).toEqual(before.redirects.filter((x: any) => !(x.domain === 'example.com' && x.directory === '/old-shop/')));
    expect(await lists(t, c.token)).toEqual(r.body);
  });

  it("answers 404 for a missing redirection and another customer's, 400 for an invalid directory", async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      const missing = await t.call('/redirect/delete', { domain: 'example.com', directory: '/' }, c.token);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ type: 'notFound', message: 'Redirection not found.' });
      const foreign = await t.call('/redirect/delete', { domain: 'other-customer.com', directory: '/docs/' }, c.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
      const bad = await t.call('/redirect/delete', { domain: 'example.com', directory: '//' }, c.token);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ type: 'validation', message: 'You need to enter a valid subdirectory name.', field: 'directory' });
    });
  });

  it('goes with its domain when the domain is removed', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/domain/remove', { domain: 'blog.example.org' }, c.token);
    expect(r.body.redirects.some((x: any) => x.domain === 'blog.example.org')).toBe(false);
  });
});

describe('bursts', () => {
  it('creates an address once when twenty creates race, however the directory is written', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('/redirect/create', normal({ directory: i % 2 ? 'race' : '/race/', code: i % 2 ? 301 : 302 }), c.token)),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    expect((await lists(t, c.token)).redirects.filter((x: any) => x.domain === 'example.com' && x.directory === '/race/')).toHaveLength(1);
  });

  it('deletes once when twenty deletes race', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/redirect/delete', { domain: 'example.com', directory: '/old-shop/' }, c.token)),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 404)).toBe(19);
    for (const r of replies.filter((x) => x.status === 404)) expect(r.body.message).toBe('Redirection not found.');
  });

  it('ends with one of the asked-for states when creates, modifies and deletes of one address interleave', async () => {
    const c = await cloneAccount(t, 'demo');
    const calls = ['/redirect/create', '/redirect/modify', '/redirect/delete'];
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const path = calls[i % 3];
        const body =
          path === '/redirect/delete' ? { domain: 'example.com', directory: '/flip/' } : normal({ directory: 'flip', destination: `site${i}.example.net` });
        return t.call(path, body, c.token);
      }),
    );
    for (const r of replies) expect([200, 404, 409], JSON.stringify(r.body)).toContain(r.status);
    const held = (await lists(t, c.token)).redirects.filter((x: any) => x.domain === 'example.com' && x.directory === '/flip/');
    expect(held.length).toBeLessThanOrEqual(1);
    if (held.length) expect(held[0].destination).toMatch(/^http:\/\/site\d+\.example\.net$/);
  });
});
