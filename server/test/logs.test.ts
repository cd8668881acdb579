import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount, expectCleanError, formPost, logPath } from './util.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('demo', 'demo1234');
});
afterAll(() => t.close());

const lines = (text: string) => text.replace(/\n$/, '').split('\n');
const show = (domain: string, type: string, tok = token) => t.call('/log/show', { domain, type }, tok);

describe('/log/show', () => {
  it('answers the seeded access log of a domain, ending with the file', async () => {
    const file = fs.readFileSync(logPath(t, 'demo', 'example.com', 'access'), 'utf8');
    const r = await show('example.com', 'access');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['log']);
    expect(lines(r.body.log).length).toBeLessThanOrEqual(1000);
    expect(lines(r.body.log).at(-1)).toBe(lines(file).at(-1));
    expect(file.endsWith(r.body.log)).toBe(true);
    // The seeded log is shorter than the tail: all of it comes back.
    expect(lines(file).length).toBeLessThan(1000);
    expect(r.body.log).toBe(file);
    expect(r.body.log).toMatch(/^\S+ \S+ \S+ \[[^\]]+\] "(GET|POST|HEAD|PUT|DELETE|OPTIONS) /);
  });

  it('answers the error log', async () => {
    const file = fs.readFileSync(logPath(t, 'demo', 'example.com', 'error'), 'utf8');
    const r = await show('example.com', 'error');
    expect(r.status).toBe(200);
    expect(r.body.log).toBe(file);
    expect(r.body.log.length).toBeGreaterThan(0);
    expect(r.body.log).not.toBe((await show('example.com', 'access')).body.log);
  });

  it('trims and lower-cases the domain name', async () => {
    const r = await show(' Elsewhere-DNS.net ', 'access');
    expect(r.status).toBe(200);
    expect(r.body.log).toBe(fs.readFileSync(logPath(t, 'demo', 'elsewhere-dns.net', 'access'), 'utf8'));
  });

  it('answers the last lines of a long log, ending with its last line', async () => {
    const c = await cloneAccount(t, 'demo');
    const all = Array.from({ length: 2500 }, (_, i) => `203.0.113.7 - - [01/Jan/2031:00:00:00 +0000] "GET /page-${i} HTTP/1.1" 200 ${i}`);
    fs.writeFileSync(logPath(t, c.login, 'shop.example.com', 'access'), all.join('\n') + '\n');
    const r = await show('shop.example.com', 'access', c.token);
    expect(r.status).toBe(200);
    const got = lines(r.body.log);
    expect(got.at(-1)).toBe(all.at(-1));
    expect(got).toEqual(all.slice(-1000));
    expect(r.body.log.endsWith('\n')).toBe(true);
  });

  it('answers an empty text when the log file is missing', async () => {
    const c = await cloneAccount(t, 'demo');
    fs.rmSync(logPath(t, c.login, 'shop.example.com', 'error'));
    const r = await show('shop.example.com', 'error', c.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ log: '' });
  });

  it('answers 404 for an unknown domain or one of another customer', async () => {
    for (const domain of ['other-customer.com', 'unknown-domain.com', '../basic/logs/other-customer.com']) {
      const r = await show(domain, 'access');
      expect(r.status, domain).toBe(404);
      expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
      expectCleanError(r);
    }
  });

  it('refuses a log type other than access or error with 400', async () => {
    for (const type of ['other', 'ACCESS', '', '../error']) {
      const r = await show('example.com', type);
      expect(r.status, type).toBe(400);
      expect(r.body).toMatchObject({ type: 'validation', field: 'type' });
    }
  });
});

describe('/log/download (form post)', () => {
  it('streams the whole log as an attachment that is never rendered', async () => {
    for (const type of ['access', 'error'] as const) {
      const r = await formPost(t, '/log/download', { session: token, domain: 'example.com', type });
      expect(r.status).toBe(200);
      expect(r.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="example\\.com-${type}\\.log"`));
      expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''example.com-${type}.log`);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-type']).toBe('application/octet-stream');
      expect(r.raw.equals(fs.readFileSync(logPath(t, 'demo', 'example.com', type)))).toBe(true);
    }
  });

  it('sends the whole file, not just the tail', async () => {
    const c = await cloneAccount(t, 'demo');
    const file = logPath(t, c.login, 'blog.example.org', 'access');
    const all = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'x'.repeat(80)}`).join('\n') + '\n';
    fs.writeFileSync(file, all);
    const r = await formPost(t, '/log/download', { session: c.token, domain: ' Blog.Example.org', type: 'access' });
    expect(r.status).toBe(200);
    expect(r.raw.toString('utf8')).toBe(all);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="blog\.example\.org-access\.log"/);
  });

  it('answers 403 for a missing session value, an unknown or a logged-out session', async () => {
    const gone = await t.login('demo', 'demo1234');
    await t.call('/account/logout', {}, gone);
    for (const session of ['', 'not-a-session', gone]) {
      const r = await formPost(t, '/log/download', { session, domain: 'example.com', type: 'access' });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ type: 'session', message: 'No valid session.' });
      expect(r.headers['content-disposition']).toBeUndefined();
    }
    // A bearer header does not stand in for the form field.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log/download',
      payload: 'session=nope&domain=example.com&type=access',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a domain of another customer and 400 for a bad form', async () => {
    const r = await formPost(t, '/log/download', { session: token, domain: 'other-customer.com', type: 'access' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
    expect(r.headers['content-disposition']).toBeUndefined();

    const badType = await formPost(t, '/log/download', { session: token, domain: 'example.com', type: 'other' });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ type: 'validation', field: 'type' });
    const missing = await formPost(t, '/log/download', { session: token, type: 'access' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ type: 'validation', field: 'domain' });
    const extra = await formPost(t, '/log/download', { session: token, domain: 'example.com', type: 'access', file: '/etc/passwd' });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ type: 'validation', field: 'file' });
  });
});
