import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
withTestApp((app) => (t = app));

interface Check {
  state: string;
  problems: string[];
  records: { name: string; value: string }[];
}
interface DomainChecks {
  domain: string;
  served: boolean;
  spf?: Check;
  dkim?: Check;
  dmarc?: Check;
}

async function account(capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: 'demo', ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return t.login(r.body.login, r.body.password);
}

const status = async (token: string) => {
  const r = await t.call('/mail-auth/status', {}, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { domains: DomainChecks[]; nameServers: string[] };
};
const states = (d: DomainChecks) => (d.served ? `${d.spf!.state}/${d.dkim!.state}/${d.dmarc!.state}` : 'not served');
const ALL = ['spf', 'dkim', 'dmarc'];
const fix = (token: string, domain: string, parts = ALL) => t.call('/mail-auth/fix', { domain, parts }, token);
const zoneTxt = async (token: string, domain: string) =>
  ((await t.call('/dns/zone', { domain }, token)).body.records as { type: string; name: string; value: string }[])
    .filter((r) => r.type === 'TXT')
    .map((r) => `${r.name} ${r.value}`);

describe('mailAuth', () => {
  it('reads each domain’s state from its zone, naming the problems', async () => {
    const token = await account();
    const { domains, nameServers } = await status(token);
    expect(nameServers).toEqual(['ns1.hosting.example', 'ns2.hosting.example']);
    expect(Object.fromEntries(domains.map((d) => [d.domain, states(d)]))).toEqual({
      'example.com': 'valid/valid/valid',
      'shop.example.com': 'valid/missing/missing',
      'blog.example.org': 'problem/valid/problem',
      'elsewhere-dns.net': 'not served',
    });
    const blog = domains.find((d) => d.domain === 'blog.example.org')!;
    expect(blog.spf!.problems).toEqual(['spfMultiple', 'spfNotHost']);
    expect(blog.spf!.records.map((r) => r.value)).toEqual(['v=spf1 a mx ~all', 'v=spf1 include:_spf.newsletter.example -all']);
    expect(blog.dmarc!.problems).toEqual(['dmarcNone']);
  });

  it('sees a record changed in the zone: a short DKIM key, +all', async () => {
    const token = await account();
    const zone = (await t.call('/dns/zone', { domain: 'example.com' }, token)).body.records as { id: string; name: string; type: string }[];
    const spf = zone.find((r) => r.type === 'TXT' && r.name === '@')!;
    const short = 'MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAL+Z2rjPclU4x74/997N9ttMELMYbRPJ1Iha6JfO4gxelSLluIXeyrOEdK1EmdO7dHJyhc9kXli01qkS4w/zoBkCAwEAAQ==';
    const modify = (id: string, name: string, value: string) =>
      t.call('/dns/record/modify', { domain: 'example.com', id, record: { type: 'TXT', name, ttl: 3600, value } }, token);
    expect((await modify(spf.id, '@', 'v=spf1 a mx +all')).status).toBe(200);
    const dkim = zone.find((r) => r.name === 'default._domainkey')!;
    expect((await modify(dkim.id, 'default._domainkey', `v=DKIM1; k=rsa; p=${short}`)).status).toBe(200);
    const example = (await status(token)).domains.find((d) => d.domain === 'example.com')!;
    expect([example.spf!.problems, example.dkim!.problems]).toEqual([['spfAllowsAll'], ['dkimShortKey']]);
  });

  it('answers from what it read before until the account’s domains or zones change, each account its own', async () => {
    const token = await account();
    const other = await account();
    const shown = async (who: string) => Object.fromEntries((await status(who)).domains.map((d) => [d.domain, states(d)]));
    const before = await shown(token);
    expect(await shown(token)).toEqual(before);
    // A record changed in the zone.
    const zone = (await t.call('/dns/zone', { domain: 'example.com' }, token)).body.records as { id: string; name: string; type: string }[];
    const spf = zone.find((r) => r.type === 'TXT' && r.name === '@')!;
    const changed = await t.call(
      '/dns/record/modify',
      { domain: 'example.com', id: spf.id, record: { type: 'TXT', name: '@', ttl: 3600, value: 'v=spf1 +all' } },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await status(token)).domains.find((d) => d.domain === 'example.com')!.spf!.problems).toEqual(['spfAllowsAll']);
    expect(await shown(other)).toEqual(before);
    // A fix, a domain added (its zone the host's defaults), a domain removed.
    expect((await fix(token, 'example.com', ['spf'])).status).toBe(200);
    expect((await t.call('/domain/add', { domain: 'added-mail.example' }, token)).status).toBe(200);
    expect((await t.call('/domain/remove', { domain: 'shop.example.com' }, token)).status).toBe(200);
    const after = await shown(token);
    expect(after['example.com']).toBe('valid/valid/valid');
    expect(after['added-mail.example']).toBe('valid/missing/missing');
    expect(after['shop.example.com']).toBeUndefined();
    expect(await shown(other)).toEqual(before);
  });

  it('fixes a domain in one step, says what it wrote, and a second fix writes nothing', async () => {
    const token = await account();
    const r = await fix(token, 'blog.example.org');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.written).toEqual([
      { name: '@', value: 'v=spf1 a mx include:_spf.newsletter.example -all' },
      { name: '_dmarc', value: 'v=DMARC1; p=quarantine; rua=mailto:postmaster@blog.example.org' },
    ]);
    expect(r.body.removed.map((x: { value: string }) => x.value)).toEqual([
      'v=spf1 a mx ~all',
      'v=spf1 include:_spf.newsletter.example -all',
      'v=DMARC1; p=none',
    ]);
    expect(states(r.body.domain)).toBe('valid/valid/valid');
    expect((await zoneTxt(token, 'blog.example.org')).filter((x) => x.startsWith('@ '))).toEqual(['@ v=spf1 a mx include:_spf.newsletter.example -all']);

    const again = await fix(token, 'blog.example.org');
    expect(again.body).toMatchObject({ written: [], removed: [] });
    const blog = (await status(token)).domains.find((d) => d.domain === 'blog.example.org')!;
    expect(states(blog)).toBe('valid/valid/valid');
  });

  it('publishes one DKIM key for parallel fixes, and fixes only the parts asked', async () => {
    const token = await account();
    const dmarcOnly = await fix(token, 'shop.example.com', ['dmarc']);
    expect(dmarcOnly.body.written.map((x: { name: string }) => x.name)).toEqual(['_dmarc']);
    expect(states(dmarcOnly.body.domain)).toBe('valid/missing/valid');

    const replies = await Promise.all(Array.from({ length: 4 }, () => fix(token, 'shop.example.com')));
    expect(replies.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    const written = replies.flatMap((x) => x.body.written as { name: string; value: string }[]);
    expect(written.map((x) => x.name)).toEqual(['default._domainkey']);
    expect(written[0].value).toMatch(/^v=DKIM1; k=rsa; p=MIIBIjAN[A-Za-z0-9+/=]{380,}$/);
    expect((await zoneTxt(token, 'shop.example.com')).filter((x) => x.startsWith('default._domainkey'))).toHaveLength(1);
    expect(states((await status(token)).domains.find((d) => d.domain === 'shop.example.com')!)).toBe('valid/valid/valid');
  });

  it('refuses what it cannot fix, changing nothing', async () => {
    const token = await account();
    const elsewhere = await fix(token, 'elsewhere-dns.net');
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toMatch(/ns1\.hosting\.example/);
    expect((await fix(token, 'nope.example')).status).toBe(404);
    const bad = await fix(token, 'shop.example.com', ['spf', 'bimi']);
    expect(bad.status).toBe(400);
    expect((await fix(token, 'shop.example.com', [])).status).toBe(400);
    expect(states((await status(token)).domains.find((d) => d.domain === 'shop.example.com')!)).toBe('valid/missing/missing');
  });

  it('reads the zone with the DNS editor off, and answers 404 notAvailable when mailAuth is off', async () => {
    const noEditor = await account(['mailAuth']);
    expect((await fix(noEditor, 'shop.example.com')).status).toBe(200);
    expect(states((await status(noEditor)).domains.find((d) => d.domain === 'shop.example.com')!)).toBe('valid/valid/valid');

    const off = await account([]);
    for (const [path, body] of [
      ['/mail-auth/status', {}],
      ['/mail-auth/fix', { domain: 'shop.example.com', parts: ALL }],
    ] as const) {
      const r = await t.call(path, body, off);
      expect(r.status, path).toBe(404);
      expect(r.body.type).toBe('notAvailable');
    }
  });
});
