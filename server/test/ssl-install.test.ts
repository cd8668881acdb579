import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAt, IN_VALIDITY, pem, scenario, SHOP } from './certificates.js';
import { expectCleanError, lists } from './util.js';

let t: TestApp;
let demo: Awaited<ReturnType<typeof cloneAt>>;
withTestApp(async (app) => {
  t = app;
  demo = await cloneAt(t, IN_VALIDITY);
});

/** The SSL state of each of the account's domains, as the lists show it. */
async function sslStates(token: string) {
  const { domains } = await lists(t, token);
  return Object.fromEntries(domains.map((d: any) => [d.domain, [d.sslType, d.sslExpires]]));
}

const storedPem = (login: string, domain: string) =>
  t.app.panel.db
    .prepare(
      `SELECT cert_pem AS cert, key_pem AS key, ca_pem AS ca FROM domains
       WHERE name = ? AND account_id = (SELECT id FROM accounts WHERE login = ?)`,
    )
    .get(domain, login);

describe('/certificate/upload', () => {
  it('installs a complete certificate on a domain it covers: custom, expiry shown, texts stored', async () => {
    const c = await cloneAt(t, IN_VALIDITY);
    expect((await t.call('/certificate/generate', { domain: 'shop.example.com' }, c.token)).status).toBe(200);
    expect((await sslStates(c.token))['shop.example.com'][0]).toBe('letsencrypt');

    const r = await t.call('/certificate/upload', { domain: ' Shop.Example.com ', ...SHOP }, c.token);
    expect(r.status).toBe(200);
    const shop = r.body.domains.find((d: any) => d.domain === 'shop.example.com');
    expect(shop).toMatchObject({ sslType: 'custom', sslExpires: '2027-12-27 05:57:03' });
    expect(await sslStates(c.token)).toMatchObject({ 'shop.example.com': ['custom', '2027-12-27 05:57:03'], 'blog.example.org': ['auto', null] });
    expect(storedPem(c.login, 'shop.example.com')).toEqual(SHOP);
  });

  it('installs a wildcard certificate on a subdomain it covers', async () => {
    const c = await cloneAt(t, IN_VALIDITY);
    expect((await t.call('/domain/add', { domain: 'cdn.shop.example.com' }, c.token)).status).toBe(200);
    const r = await t.call('/certificate/upload', { domain: 'cdn.shop.example.com', ...SHOP }, c.token);
    expect(r.status).toBe(200);
    expect((await sslStates(c.token))['cdn.shop.example.com']).toEqual(['custom', '2027-12-27 05:57:03']);
  });

  it.each([
    [
      'a key of another certificate',
      'shop.example.com',
      { ...SHOP, key: pem('self-signed', 'key.pem') },
      'The provided private key does not match the certificate.',
    ],
    ['a self-signed certificate', 'example.com', scenario('self-signed'), 'The certificate is self-signed.'],
    ['an expired certificate', 'blog.example.org', scenario('expired'), 'The certificate is expired.'],
    ['a chain without its intermediate', 'shop.example.com', scenario('missing-intermediate'), 'One or more intermediate certificates is missing.'],
    [
      'a certificate for a domain the account does not hold',
      'shop.example.com',
      scenario('unknown-domain'),
      'The certificate does not match any domain in your account.',
    ],
    ['a certificate for another of the account’s domains', 'blog.example.org', SHOP, 'The certificate does not match any domain in your account.'],
    ['a wildcard that does not cover the bare parent', 'example.com', SHOP, 'The certificate does not match any domain in your account.'],
  ])('refuses %s with 406 and changes nothing', async (_what, domain, texts, message) => {
    const before = await sslStates(demo.token);
    const pemBefore = storedPem(demo.login, domain);
    const r = await t.call('/certificate/upload', { domain, ...texts }, demo.token);
    expect(r.status).toBe(406);
    expect(r.body).toMatchObject({ type: 'notAcceptable', message });
    expect(await sslStates(demo.token)).toEqual(before);
    expect(storedPem(demo.login, domain)).toEqual(pemBefore);
  });

  it('refuses unreadable texts with 406 and missing markers with 400', async () => {
    const garbage = await t.call(
      '/certificate/upload',
      { domain: 'shop.example.com', ...SHOP, ca: '-----BEGIN CERTIFICATE-----\n!!\n-----END CERTIFICATE-----' },
      demo.token,
    );
    expect(garbage.status).toBe(406);
    expect(garbage.body).toEqual({ type: 'notAcceptable', message: 'The certificate cannot be read.', field: 'ca' });
    const empty = await t.call('/certificate/upload', { domain: 'shop.example.com', ...SHOP, key: '' }, demo.token);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ type: 'validation', message: 'You need to provide a valid certificate key.', field: 'key' });
  });

  it('answers 404 for another customer’s or an unknown domain, never 403', async () => {
    const basic = await t.login('basic', 'basic1234');
    const before = await sslStates(basic);
    for (const domain of ['other-customer.com', 'nowhere.example.com']) {
      const r = await t.call('/certificate/upload', { domain, ...SHOP }, demo.token);
      expect(r.status, domain).toBe(404);
      expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
    }
    expect(await sslStates(basic)).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.call('/certificate/upload', { domain: 'shop.example.com', ...SHOP })).status).toBe(403);
  });

  it('installs the same certificate from a burst of parallel uploads, each answered 200', async () => {
    const c = await cloneAt(t, IN_VALIDITY);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? t.call('/certificate/upload', { domain: 'shop.example.com', ...SHOP }, c.token)
          : t.call('/certificate/generate', { domain: 'shop.example.com' }, c.token),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(200));
    const [type] = (await sslStates(c.token))['shop.example.com'];
    // Whichever ran last decides; the texts always agree with the type.
    expect(storedPem(c.login, 'shop.example.com')).toEqual(type === 'custom' ? SHOP : { cert: null, key: null, ca: null });
  });
});

describe('/certificate/generate', () => {
  it('gives a pointed domain a Let’s Encrypt certificate expiring 90 days from the account’s clock', async () => {
    const c = await cloneAt(t, '2027-03-01T12:00:00Z');
    const r = await t.call('/certificate/generate', { domain: 'blog.example.org' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.domains.find((d: any) => d.domain === 'blog.example.org')).toMatchObject({
      sslType: 'letsencrypt',
      sslExpires: '2027-05-30 12:00:00',
    });
    expect((await sslStates(c.token))['blog.example.org']).toEqual(['letsencrypt', '2027-05-30 12:00:00']);
  });

  it('replaces an uploaded certificate and forgets its texts', async () => {
    const c = await cloneAt(t, IN_VALIDITY);
    expect(storedPem(c.login, 'shop.example.com')).toMatchObject({ cert: expect.stringContaining('BEGIN CERTIFICATE') });
    const r = await t.call('/certificate/generate', { domain: 'shop.example.com' }, c.token);
    expect(r.status).toBe(200);
    expect((await sslStates(c.token))['shop.example.com']).toEqual(['letsencrypt', '2027-05-30 12:00:00']);
    expect(storedPem(c.login, 'shop.example.com')).toEqual({ cert: null, key: null, ca: null });
  });

  it('counts a newly added domain as pointed', async () => {
    const c = await cloneAt(t, IN_VALIDITY);
    expect((await t.call('/domain/add', { domain: 'fresh-ssl.example.net' }, c.token)).status).toBe(200);
    expect((await t.call('/certificate/generate', { domain: 'fresh-ssl.example.net' }, c.token)).status).toBe(200);
    expect((await sslStates(c.token))['fresh-ssl.example.net'][0]).toBe('letsencrypt');
  });

  it('refuses a domain not pointed at our name servers with 405 and changes nothing', async () => {
    const before = await sslStates(demo.token);
    const r = await t.call('/certificate/generate', { domain: 'elsewhere-dns.net' }, demo.token);
    expect(r.status).toBe(405);
    expect(r.body).toMatchObject({ type: 'notPointed', message: 'Domain is not pointed to our nameservers.' });
    expectCleanError(r);
    expect(await sslStates(demo.token)).toEqual(before);
  });

  it('answers 404 for another customer’s or an unknown domain, 400 for a bad body, 403 without a session', async () => {
    for (const domain of ['other-customer.com', 'nowhere.example.com']) {
      const r = await t.call('/certificate/generate', { domain }, demo.token);
      expect(r.status, domain).toBe(404);
      expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
    }
    expect((await t.call('/certificate/generate', { domain: 'example.com', extra: 1 }, demo.token)).status).toBe(400);
    expect((await t.call('/certificate/generate', {}, demo.token)).status).toBe(400);
    expect((await t.call('/certificate/generate', { domain: 'example.com' })).status).toBe(403);
  });

  it('answers a burst of parallel generations with 200 each and one certificate', async () => {
    const c = await cloneAt(t, IN_VALIDITY);
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.call('/certificate/generate', { domain: 'blog.example.org' }, c.token)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await sslStates(c.token))['blog.example.org']).toEqual(['letsencrypt', '2027-05-30 12:00:00']);
  });
});
