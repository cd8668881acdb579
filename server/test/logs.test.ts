import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, expectCleanError, formPost, logPath } from './util.js';

let t: TestApp;
let token: string;
withTestApp(async (app) => {
  t = app;
  token = await t.login('demo', 'demo1234');
});

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

describe('/__test/log (appending lines for QA)', () => {
  const append = (body: Record<string, unknown>) => t.call('/__test/log', body);
  const ACCESS = /^\S+ - - \[\d\d\/[A-Z][a-z]{2}\/\d{4}:\d\d:\d\d:\d\d \+0000\] "(GET|POST|HEAD) \S+ HTTP\/[\d.]+" \d{3} (\d+|-) "[^"]*" "[^"]*"$/;
  const ERROR = /^\[[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d\.\d{6} \d{4}\] \[[a-z_]+:[a-z]+\] \[pid \d+\]/;

  it('appends the lines given after the last one, and /log/show ends with them; the template and other clones keep theirs', async () => {
    const c = await cloneAccount(t, 'demo');
    const other = await cloneAccount(t, 'demo');
    const before = (await show('example.com', 'access', c.token)).body.log as string;
    const given = ['203.0.113.9 - - [01/Jan/2031:00:00:00 +0000] "GET /new HTTP/1.1" 200 12 "-" "qa"', 'second\twith a tab'];
    const r = await append({ login: c.login, domain: ' Example.COM ', kind: 'access', lines: given });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ appended: 2 });
    const after = (await show('example.com', 'access', c.token)).body.log as string;
    expect(after).toBe(`${before}${given.join('\n')}\n`);
    // Clones link their logs to the template's: the append made this clone's log its own.
    for (const login of [other.login, '.template-demo', 'demo']) {
      expect(fs.readFileSync(logPath(t, login, 'example.com', 'access'), 'utf8'), login).toBe(before);
    }
    expect(fs.statSync(logPath(t, c.login, 'example.com', 'access')).nlink).toBe(1);
  });

  it('makes up a count of realistic lines in the log’s own format, the last at the account’s time', async () => {
    const c = await cloneAccount(t, 'demo');
    // (Read from the files: a session does not outlive a clock moved years ahead.)
    const read = (kind: 'access' | 'error') => lines(fs.readFileSync(logPath(t, c.login, 'shop.example.com', kind), 'utf8'));
    await t.call('/__test/clock', { login: c.login, now: '2031-03-04T05:06:07Z' });
    const before = read('access');
    expect((await append({ login: c.login, domain: 'shop.example.com', kind: 'access', lines: 25 })).body).toEqual({ appended: 25 });
    const access = read('access');
    const added = access.slice(before.length);
    expect(added).toHaveLength(25);
    for (const line of added) expect(line).toMatch(ACCESS);
    expect(added.at(-1)).toContain('[04/Mar/2031:05:06:07 +0000]');

    expect((await append({ login: c.login, domain: 'shop.example.com', kind: 'error', lines: 3 })).body).toEqual({ appended: 3 });
    const errors = read('error').slice(-3);
    for (const line of errors) expect(line).toMatch(ERROR);
    expect(errors.at(-1)).toContain('Tue Mar 04 05:06:07.');
  });

  it('appends a thousand lines and more in one step, so the tail is all new', async () => {
    const c = await cloneAccount(t, 'demo');
    expect((await append({ login: c.login, domain: 'example.com', kind: 'access', lines: 1500 })).body).toEqual({ appended: 1500 });
    const file = lines(fs.readFileSync(logPath(t, c.login, 'example.com', 'access'), 'utf8'));
    expect(lines((await show('example.com', 'access', c.token)).body.log as string)).toEqual(file.slice(-1000));
  });

  it('keeps parallel appends whole: every batch once, its lines together, the seeded log before them', async () => {
    const c = await cloneAccount(t, 'demo');
    const file = logPath(t, c.login, 'blog.example.org', 'access');
    const seeded = fs.readFileSync(file, 'utf8');
    const batch = (b: number) =>
      Array.from({ length: 50 }, (_, i) => `203.0.113.${b} - - [01/Jan/2031:00:00:00 +0000] "GET /b${b}-${i} HTTP/1.1" 200 1 "-" "burst"`);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, b) => append({ login: c.login, domain: 'blog.example.org', kind: 'access', lines: batch(b) })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith(seeded)).toBe(true);
    const added = lines(text.slice(seeded.length));
    expect(added).toHaveLength(1000);
    for (let at = 0; at < added.length; at += 50) {
      const b = Number(/^203\.0\.113\.(\d+) /.exec(added[at])![1]);
      expect(added.slice(at, at + 50)).toEqual(batch(b));
    }
  });

  it('refuses a line with a break, naming it, and appends nothing', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = fs.readFileSync(logPath(t, c.login, 'example.com', 'error'), 'utf8');
    for (const bad of ['two\nlines', 'carriage\rreturn', 'nul\u0000']) {
      const r = await append({ login: c.login, domain: 'example.com', kind: 'error', lines: ['fine', bad] });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toEqual({
        type: 'validation',
        field: 'lines',
        message: 'Line 2 holds a line break or another control character: give each line as its own item.',
      });
    }
    expect(fs.readFileSync(logPath(t, c.login, 'example.com', 'error'), 'utf8')).toBe(before);
  });

  it('validates the body: kind, an empty list, a count out of range, unknown fields', async () => {
    const c = await cloneAccount(t, 'demo');
    const base = { login: c.login, domain: 'example.com', kind: 'access', lines: 1 };
    for (const [body, field] of [
      [{ ...base, kind: 'other' }, 'kind'],
      [{ ...base, lines: [] }, 'lines'],
      [{ ...base, lines: 0 }, 'lines'],
      [{ ...base, lines: 10001 }, 'lines'],
      [{ ...base, lines: 'a line' }, 'lines'],
      [{ ...base, path: '/etc/passwd' }, 'path'],
      [{ login: c.login, domain: 'example.com', kind: 'access' }, 'lines'],
    ] as const) {
      const r = await append(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toMatchObject({ type: 'validation', field });
    }
  });

  it('answers 404 for an unknown login and for a domain the account does not have, never writing outside its logs', async () => {
    const c = await cloneAccount(t, 'demo');
    expect((await append({ login: 'nobody12345', domain: 'example.com', kind: 'access', lines: 1 })).body).toEqual({
      type: 'notFound',
      message: 'Account not found.',
    });
    for (const domain of ['other-customer.com', '../basic/logs/other-customer.com', '../../demo/logs/example.com', 'unknown.example']) {
      const r = await append({ login: c.login, domain, kind: 'access', lines: ['x'] });
      expect(r.status, domain).toBe(404);
      expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
    }
    expect(fs.readFileSync(logPath(t, 'basic', 'other-customer.com', 'access'), 'utf8')).not.toContain('\nx\n');
  });
});
