import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAt, IN_VALIDITY, pem, scenario, SHOP } from './certificates.js';
import { expectCleanError, lists } from './util.js';

const ROOT = pem('root-ca.pem');

const INTERMEDIATE = pem('intermediate-ca.pem');

let t: TestApp;
let demo: Awaited<ReturnType<typeof cloneAt>>;
withTestApp(async (app) => {
  t = app;
  demo = await cloneAt(t, IN_VALIDITY);
});

const check = (body: object, token = demo.token) => t.call('/certificate/check', body, token);

/** The SSL state of each of the account's domains, as the lists show it. */
async function sslStates(token: string) {
  const { domains } = await lists(t, token);
  return Object.fromEntries(domains.map((d: any) => [d.domain, [d.sslType, d.sslExpires]]));
}

const valid = {
  validKey: true,
  selfSigned: false,
  expired: false,
  allSigned: true,
};

describe('/certificate/check', () => {
  it('reads a complete chain: names with wildcard flags, expiry, issuer, key, chain', async () => {
    const r = await check(SHOP);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      subjects: ['shop.example.com'],
      domains: { 'shop.example.com': false, '*.shop.example.com': true },
      expires: '2027-12-27 05:57:03',
      issuer: 'Hosting Example Test Issuing CA 1',
      ...valid,
    });
  });

  it('finds the missing intermediate', async () => {
    const r = await check(scenario('missing-intermediate'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...valid, allSigned: false, expires: '2027-12-27 05:57:03' });
  });

  it('finds an expired certificate, its key and chain being fine', async () => {
    const r = await check(scenario('expired'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      subjects: ['blog.example.org'],
      domains: { 'blog.example.org': false },
      expires: '2025-01-01 00:00:00',
      issuer: 'Hosting Example Test Issuing CA 1',
      ...valid,
      expired: true,
    });
  });

  it('finds a self-signed certificate', async () => {
    const r = await check(scenario('self-signed'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      subjects: ['example.com'],
      domains: { 'example.com': false, 'www.example.com': false },
      expires: '2027-11-22 05:57:03',
      issuer: 'example.com',
      ...valid,
      selfSigned: true,
    });
  });

  it('reads a certificate for a domain no account holds as valid (the match is the client’s and the upload’s business)', async () => {
    const r = await check(scenario('unknown-domain'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...valid, subjects: ['not-in-any-account.example.net'], domains: { 'not-in-any-account.example.net': false } });
  });

  it('finds a key that belongs to another certificate', async () => {
    const r = await check({ ...SHOP, key: pem('self-signed', 'key.pem') });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...valid, validKey: false });
  });

  it('accepts a traditional RSA key as well as PKCS#8', async () => {
    const rsa = createPrivateKey(SHOP.key).export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(rsa).toContain('-----BEGIN RSA PRIVATE KEY-----');
    const r = await check({ ...SHOP, key: rsa });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject(valid);
  });

  it('judges expiry against the account’s virtual clock', async () => {
    const late = await cloneAt(t, '2027-12-27T05:57:04Z');
    expect((await check(SHOP, late.token)).body.expired).toBe(true);
    const early = await cloneAt(t, '2027-12-27T05:57:02Z');
    expect((await check(SHOP, early.token)).body.expired).toBe(false);
  });

  it('takes certificates after the first in the certificate field as the start of the chain', async () => {
    const r = await check({ cert: SHOP.cert + INTERMEDIATE, key: SHOP.key, ca: ROOT });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...valid, subjects: ['shop.example.com'] });
  });

  it('needs each certificate signed by the next: a chain in the wrong order or without its root is incomplete', async () => {
    const wrongOrder = await check({ ...SHOP, ca: ROOT + INTERMEDIATE });
    expect(wrongOrder.body.allSigned).toBe(false);
    // The intermediate is not a root, and Node does not trust the test root.
    const noRoot = await check({ ...SHOP, ca: INTERMEDIATE });
    expect(noRoot.body.allSigned).toBe(false);
    const unrelated = await check({ ...SHOP, ca: pem('self-signed', 'cert.pem') });
    expect(unrelated.body.allSigned).toBe(false);
  });

  it.each([
    ['cert', { ...SHOP, cert: 'not a certificate' }, 'You need to provide a valid SSL certificate.'],
    ['cert', { ...SHOP, cert: '' }, 'You need to provide a valid SSL certificate.'],
    ['key', { ...SHOP, key: SHOP.cert }, 'You need to provide a valid certificate key.'],
    ['key', { ...SHOP, key: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' }, 'You need to provide a valid certificate key.'],
    ['ca', { ...SHOP, ca: ' ' }, 'You need to provide a valid certificate chain.'],
  ])('refuses a text without its begin marker with 400 on the field (%s)', async (field, body, message) => {
    const before = await sslStates(demo.token);
    const r = await check(body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ type: 'validation', message, field });
    expect(await sslStates(demo.token)).toEqual(before);
  });

  it.each([
    ['cert', { ...SHOP, cert: '-----BEGIN CERTIFICATE-----\nthis is not base64 at all!\n-----END CERTIFICATE-----\n' }],
    ['cert', { ...SHOP, cert: '-----BEGIN CERTIFICATE-----\nSGVsbG8sIHdvcmxkIQ==\n-----END CERTIFICATE-----\n' }],
    ['cert', { ...SHOP, cert: SHOP.cert.replace('-----END CERTIFICATE-----', '') }],
    ['ca', { ...SHOP, ca: `${INTERMEDIATE}-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n` }],
    ['key', { ...SHOP, key: '-----BEGIN PRIVATE KEY-----\ngarbage\n-----END PRIVATE KEY-----\n' }],
    ['key', { ...SHOP, key: SHOP.key.replace(/[A-Za-z]{8}/, 'AAAAAAAA') }],
  ])('refuses garbage between the markers with a clean 406 on the field (%s)', async (field, body) => {
    const r = await check(body);
    expect(r.status).toBe(406);
    expect(r.body).toEqual({ type: 'notAcceptable', message: 'The certificate cannot be read.', field });
    expectCleanError(r);
  });

  it('refuses unknown fields and a missing text with 400', async () => {
    expect((await check({ ...SHOP, domain: 'shop.example.com' })).status).toBe(400);
    expect((await check({ cert: SHOP.cert, key: SHOP.key })).status).toBe(400);
  });

  it('needs a session', async () => {
    const r = await t.call('/certificate/check', SHOP);
    expect(r.status).toBe(403);
  });
});
