import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../src/lib/platform.js';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
withTestApp((app) => (t = app));

interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  ttl: number;
  value: string;
  priority?: number;
  strings?: string[];
  readOnly: boolean;
}

async function account(capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: 'demo', ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return t.login(r.body.login, r.body.password);
}

const D = 'shop.example.com';
const zone = async (token: string, domain = D) => t.call('/dns/zone', { domain }, token);
const add = (token: string, record: Record<string, unknown>, domain = D) => t.call('/dns/record/add', { domain, record: { ttl: 3600, ...record } }, token);
const line = (r: ZoneRecord) => `${r.name} ${r.type} ${r.priority === undefined ? '' : `${r.priority} `}${r.value}`;
const lines = (records: ZoneRecord[]) => records.filter((r) => !r.readOnly).map(line);

describe('dnsZone', () => {
  it('shows the host’s defaults with the apex SOA and NS read-only, and the name servers for a domain served elsewhere', async () => {
    const token = await account();
    const r = await zone(token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.served).toBe(true);
    expect(r.body.nameServers).toEqual(['ns1.hosting.example', 'ns2.hosting.example']);
    const records = r.body.records as ZoneRecord[];
    expect(records.filter((x) => x.readOnly).map((x) => `${x.type} ${x.value.split(' ')[0]}`)).toEqual([
      'SOA ns1.hosting.example',
      'NS ns1.hosting.example',
      'NS ns2.hosting.example',
    ]);
    expect(lines(records)).toEqual([
      '@ A 203.0.113.10',
      '@ MX 10 mail.shop.example.com',
      '@ TXT v=spf1 a mx ~all',
      'mail A 203.0.113.10',
      'www A 203.0.113.10',
    ]);
    const elsewhere = await zone(token, 'elsewhere-dns.net');
    expect(elsewhere.body).toEqual({ domain: 'elsewhere-dns.net', served: false, nameServers: ['ns1.hosting.example', 'ns2.hosting.example'], records: [] });
    const refused = await add(token, { type: 'A', name: 'x', value: '192.0.2.1' }, 'elsewhere-dns.net');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not served by this host.*ns1\.hosting\.example, ns2\.hosting\.example/);
    expect((await zone(token, 'nope.example')).status).toBe(404);
  });

  it('adds a record of each type, normalised, and refuses each type’s bad fields naming the field in words', async () => {
    const token = await account();
    const good = [
      { type: 'A', name: 'api', value: '192.0.2.7' },
      { type: 'AAAA', name: 'api', value: '2001:DB8:0:0::1' },
      { type: 'CNAME', name: 'docs.shop.example.com', value: 'Pages.Example.NET.' },
      { type: 'MX', name: '@', priority: 20, value: 'backup-mx.example.net' },
      { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none' },
      { type: 'SRV', name: '_sip._tcp', priority: 10, weight: 5, port: 5060, value: 'sip.example.net' },
      { type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'letsencrypt.org' },
    ];
    for (const record of good) {
      const r = await add(token, record);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const shown = lines((await zone(token)).body.records);
    expect(shown).toEqual(
      expect.arrayContaining([
        'api A 192.0.2.7',
        'api AAAA 2001:db8::1',
        'docs CNAME pages.example.net',
        '@ MX 20 backup-mx.example.net',
        '_dmarc TXT v=DMARC1; p=none',
        '_sip._tcp SRV 10 sip.example.net',
        '@ CAA letsencrypt.org',
      ]),
    );
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ type: 'A', name: 'x', value: '300.1.2.3' }, 'value', /IPv4 address/],
      [{ type: 'A', name: 'x', value: '2001:db8::1' }, 'value', /IPv4 address/],
      [{ type: 'AAAA', name: 'x', value: '2001:db8::g' }, 'value', /IPv6 address/],
      [{ type: 'CNAME', name: 'x', value: 'not a host' }, 'value', /full host name/],
      [{ type: 'CNAME', name: '@', value: 'example.net' }, 'name', /cannot be at the domain itself/],
      [{ type: 'MX', name: '@', priority: 70000, value: 'mx.example.net' }, 'priority', /priority between 0 and 65535/],
      [{ type: 'MX', name: '@', priority: 10, value: 'mx' }, 'value', /full host name/],
      [{ type: 'TXT', name: 'x', value: '   ' }, 'value', /text of the record/],
      [{ type: 'TXT', name: 'x', value: 'a\nb' }, 'value', /control characters/],
      [{ type: 'TXT', name: 'x', value: 'x'.repeat(5000) }, 'value', /4096 bytes/],
      [{ type: 'SRV', name: 'sip', priority: 1, weight: 1, port: 5060, value: 'sip.example.net' }, 'name', /service and the protocol/],
      [{ type: 'SRV', name: '_sip._tcp', priority: 1, weight: 1, port: 65536, value: 'sip.example.net' }, 'port', /port between/],
      [{ type: 'SRV', name: '_sip._tcp', priority: 1, weight: -1, port: 1, value: 'sip.example.net' }, 'weight', /weight between/],
      [{ type: 'CAA', name: '@', flags: 5, tag: 'issue', value: 'letsencrypt.org' }, 'flags', /0 or 128/],
      [{ type: 'CAA', name: '@', flags: 0, tag: 'policy', value: 'letsencrypt.org' }, 'tag', /issue, issuewild or iodef/],
      [{ type: 'CAA', name: '@', flags: 0, tag: 'iodef', value: 'ftp://x' }, 'value', /mailto: or https:/],
      [{ type: 'A', name: 'a..b', value: '192.0.2.1' }, 'name', /@ for the domain itself/],
      [{ type: 'A', name: `${'a'.repeat(64)}`, value: '192.0.2.1' }, 'name', /up to 63 characters/],
      [{ type: 'A', name: 'x', value: '192.0.2.1', ttl: 30 }, 'ttl', /TTL between 60 and 604800/],
    ];
    for (const [record, field, message] of bad) {
      const r = await add(token, record);
      expect(r.status, JSON.stringify(record)).toBe(400);
      expect(r.body.type).toBe('validation');
      expect(r.body.field, JSON.stringify(record)).toBe(field);
      expect(r.body.message, JSON.stringify(record)).toMatch(message);
    }
    expect(lines((await zone(token)).body.records)).toEqual(shown);
  });

  it('refuses what a DNS server refuses, with the reason, and changes nothing', async () => {
    const token = await account();
    expect((await add(token, { type: 'CNAME', name: 'blog', value: 'blogs.example.net' })).status).toBe(200);
    const before = lines((await zone(token)).body.records);
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ type: 'CNAME', name: 'www', value: 'example.net' }, /A CNAME record at www cannot stand beside other records: www already has A\./],
      [{ type: 'TXT', name: 'blog', value: 'hello' }, /blog has a CNAME record, so no other record can stand beside it \(blog TXT "hello"\)/],
      [
        { type: 'MX', name: '@', priority: 5, value: 'blog.shop.example.com' },
        /@ MX 5 blog\.shop\.example\.com points at blog\.shop\.example\.com, which is a CNAME/,
      ],
      [{ type: 'CNAME', name: 'mail', value: 'example.net' }, /A CNAME record at mail cannot stand beside other records/],
      [{ type: 'A', name: '@', value: '203.0.113.10' }, /already has the record @ A 203\.0\.113\.10/],
      [{ type: 'TXT', name: '@', value: '"v=spf1 a mx ~all"' }, /already has the record @ TXT "v=spf1 a mx ~all"/],
    ];
    for (const [record, message] of refusals) {
      const r = await add(token, record);
      expect(r.status, JSON.stringify(record)).toBe(409);
      expect(r.body.message).toMatch(message);
    }
    // The MX's target made a CNAME: refused from that side too.
    const mailA = (await zone(token)).body.records.find((r: ZoneRecord) => r.name === 'mail' && r.type === 'A');
    const r = await t.call('/dns/record/modify', { domain: D, id: mailA.id, record: { type: 'CNAME', name: 'mail', ttl: 3600, value: 'example.net' } }, token);
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/mail cannot be a CNAME: @ MX 10 mail\.shop\.example\.com points at it/);
    expect(lines((await zone(token)).body.records)).toEqual(before);
  });

  it('keeps TXT text whole and publishes it in 255-byte strings; changes and removes a record; the host’s records stay', async () => {
    const token = await account();
    const text = `v=DKIM1; k=rsa; p=${'A'.repeat(600)}`;
    const r = await add(token, { type: 'TXT', name: 'default._domainkey', value: text });
    const dkim = (r.body.records as ZoneRecord[]).find((x) => x.name === 'default._domainkey')!;
    expect(dkim.value).toBe(text);
    expect(dkim.strings!.map((s) => s.length)).toEqual([255, 255, text.length - 510]);
    expect(dkim.strings!.join('')).toBe(text);
    const www = (r.body.records as ZoneRecord[]).find((x) => x.name === 'www')!;
    const modified = await t.call('/dns/record/modify', { domain: D, id: www.id, record: { type: 'A', name: 'www', ttl: 600, value: '192.0.2.99' } }, token);
    expect(modified.status).toBe(200);
    expect(lines(modified.body.records)).toContain('www A 192.0.2.99');
    expect(lines(modified.body.records)).not.toContain('www A 203.0.113.10');
    const removed = await t.call('/dns/record/remove', { domain: D, id: dkim.id }, token);
    expect(lines(removed.body.records).some((l) => l.startsWith('default._domainkey'))).toBe(false);
    expect((await t.call('/dns/record/remove', { domain: D, id: dkim.id }, token)).status).toBe(404);
    const soa = await t.call('/dns/record/remove', { domain: D, id: 'soa' }, token);
    expect(soa.status).toBe(409);
    expect(soa.body.message).toMatch(/NS and SOA records are kept by the host/);
  });

  it('applies a mail provider’s records in one step after showing what changes, and resets to the host’s defaults', async () => {
    const token = await account();
    const preview = await t.call('/dns/preset/preview', { domain: D, preset: 'googleWorkspace' }, token);
    expect(preview.status).toBe(200);
    expect(preview.body.added.map(line)).toEqual(['@ MX 1 smtp.google.com', '@ TXT v=spf1 include:_spf.google.com ~all']);
    expect(preview.body.removed.map(line)).toEqual(['@ MX 10 mail.shop.example.com', '@ TXT v=spf1 a mx ~all']);
    const applied = await t.call('/dns/preset/apply', { domain: D, preset: 'googleWorkspace' }, token);
    expect(lines(applied.body.records)).toEqual([
      '@ A 203.0.113.10',
      '@ MX 1 smtp.google.com',
      '@ TXT v=spf1 include:_spf.google.com ~all',
      'mail A 203.0.113.10',
      'www A 203.0.113.10',
    ]);
    const again = await t.call('/dns/preset/preview', { domain: D, preset: 'googleWorkspace' }, token);
    expect([again.body.added, again.body.removed]).toEqual([[], []]);
    const ms = await t.call('/dns/preset/apply', { domain: D, preset: 'microsoft365' }, token);
    expect(lines(ms.body.records)).toContain('autodiscover CNAME autodiscover.outlook.com');
    expect(lines(ms.body.records)).toContain('@ MX 0 shop-example-com.mail.protection.outlook.com');
    await add(token, { type: 'A', name: 'extra', value: '192.0.2.5' });
    const reset = await t.call('/dns/reset/preview', { domain: D }, token);
    expect(reset.body.removed.map(line).sort()).toEqual([
      '@ MX 0 shop-example-com.mail.protection.outlook.com',
      '@ TXT v=spf1 include:spf.protection.outlook.com -all',
      'autodiscover CNAME autodiscover.outlook.com',
      'extra A 192.0.2.5',
    ]);
    expect(reset.body.added.map(line)).toEqual(['@ MX 10 mail.shop.example.com', '@ TXT v=spf1 a mx ~all']);
    const done = await t.call('/dns/reset', { domain: D }, token);
    expect(lines(done.body.records)).toEqual(lines((await zone(await account())).body.records));
    const serials = [applied, done].map((x) => Number(x.body.records[0].value.split(' ')[2]));
    expect(serials[1]).toBeGreaterThan(serials[0]);
  });

  it('starts a fixture domain’s zone from its dns records, in a clone too', async () => {
    const token = await account();
    const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, 'accounts', 'demo.json'), 'utf8')) as {
      domains: { domain: string; dns?: { type: string; name: string }[] }[];
    };
    const seeded = fixture.domains.find((d) => d.dns?.length)!;
    const records = ((await zone(token, seeded.domain)).body.records as ZoneRecord[]).filter((r) => !r.readOnly);
    expect(records.map((r) => `${r.name} ${r.type}`).sort()).toEqual(seeded.dns!.map((r) => `${r.name} ${r.type}`).sort());
  });

  it('takes a removed domain’s zone with it: added again, the domain starts from the host’s defaults', async () => {
    const token = await account();
    const name = 'zone-gone.example';
    expect((await t.call('/domain/add', { domain: name }, token)).status).toBe(200);
    expect((await add(token, { type: 'A', name: 'kept', value: '192.0.2.9' }, name)).status).toBe(200);
    expect((await t.call('/domain/remove', { domain: name }, token)).status).toBe(200);
    expect((await zone(token, name)).status).toBe(404);
    expect((await t.call('/domain/add', { domain: name }, token)).status).toBe(200);
    expect(lines((await zone(token, name)).body.records).some((l) => l.startsWith('kept '))).toBe(false);
  });

  it('of a burst of parallel adds of the same record, adds one and refuses the rest', async () => {
    const token = await account();
    const replies = await Promise.all(Array.from({ length: 8 }, () => add(token, { type: 'A', name: 'burst', value: '192.0.2.50' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(lines((await zone(token)).body.records).filter((l) => l.startsWith('burst '))).toEqual(['burst A 192.0.2.50']);
  });

  it('answers 404 notAvailable to every call when the extension is off', async () => {
    const token = await account([]);
    for (const [path, body] of [
      ['/dns/zone', { domain: D }],
      ['/dns/record/add', { domain: D, record: { type: 'A', name: 'x', ttl: 3600, value: '192.0.2.1' } }],
      ['/dns/reset', { domain: D }],
    ] as const) {
      const r = await t.call(path, body, token);
      expect(r.status, path).toBe(404);
      expect(r.body.type).toBe('notAvailable');
    }
  });
});
