import { describe, expect, it } from 'vitest';
import { dnsMessages, dnsRecordSchemaFor, isHostName, relativeName, txtStrings, txtText, zoneConflict, type DnsRecordValues } from '../src/dns/index';

const D = 'example.com';
const parse = (r: Record<string, unknown>) => dnsRecordSchemaFor(D).safeParse({ ttl: 3600, ...r });
const issue = (r: Record<string, unknown>) => {
  const result = parse(r);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('the DNS rules', () => {
  it('read host names by the DNS limits: labels up to 63, 253 in all, letters, digits and hyphens', () => {
    expect(isHostName(`${'a'.repeat(63)}.example.com`)).toBe(true);
    expect(isHostName(`${'a'.repeat(64)}.example.com`)).toBe(false);
    const long = `${Array.from({ length: 4 }, () => 'a'.repeat(61)).join('.')}.com`;
    expect(long.length).toBe(251);
    expect(isHostName(long)).toBe(true);
    expect(isHostName(`ab.${long}`)).toBe(false); // 254 characters
    for (const bad of ['mx', '-mx.example.com', 'mx-.example.com', 'm_x.example.com', 'mx..example.com', 'mx.example.c0m'])
      expect(isHostName(bad), bad).toBe(false);
    expect(isHostName('sel._domainkey.example.net', true)).toBe(true);
  });

  it('make names relative to the zone and targets full', () => {
    expect(['', '@', 'example.com', 'EXAMPLE.com.'].map((n) => relativeName(n, D))).toEqual(['@', '@', '@', '@']);
    expect(relativeName(' WWW.Example.com ', D)).toBe('www');
    expect(parse({ type: 'MX', name: '@', priority: 10, value: 'Mail.Example.NET.' })).toMatchObject({ data: { value: 'mail.example.net' } });
    expect(parse({ type: 'AAAA', name: 'v6', value: '2001:0DB8:0000::0001' })).toMatchObject({ data: { value: '2001:db8::1' } });
  });

  it('keep TXT text whole, split in 255-byte strings never inside a character, quoted strings read joined', () => {
    expect(txtStrings('a'.repeat(600)).map((s) => s.length)).toEqual([255, 255, 90]);
    const polish = 'ż'.repeat(200); // 2 bytes each
    const parts = txtStrings(polish);
    expect(parts.map((s) => new TextEncoder().encode(s).length)).toEqual([254, 146]);
    expect(parts.join('')).toBe(polish);
    expect(txtText('"v=DKIM1; k=rsa; " "p=MIIB"')).toBe('v=DKIM1; k=rsa; p=MIIB');
    expect(txtText('plain "quoted" text')).toBe('plain "quoted" text');
  });

  it('name each refusal by a message the catalogue has', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'A', name: 'x', value: '1.2.3' }, 'dns.validation.ipv4'],
      [{ type: 'A', name: 'x', value: '01.2.3.4' }, 'dns.validation.ipv4'],
      [{ type: 'AAAA', name: 'x', value: 'fe80::1%eth0' }, 'dns.validation.ipv6'],
      [{ type: 'CNAME', name: '@', value: 'example.net' }, 'dns.validation.cnameApex'],
      [{ type: 'SRV', name: '_sip._tcp', priority: 1, weight: 1, port: 1.5, value: 'sip.example.net' }, 'dns.validation.port'],
      [{ type: 'CAA', name: '@', flags: 1, tag: 'issue', value: 'letsencrypt.org' }, 'dns.validation.caaFlags'],
      [{ type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'not a domain' }, 'dns.validation.caaIssuer'],
      [{ type: 'TXT', name: 'x', value: 'é'.repeat(2049) }, 'dns.validation.txtLength'],
      [{ type: 'NS', name: 'x', value: 'ns.example.net' }, 'dns.validation.type'],
      [{ type: 'A', name: 'x', value: '192.0.2.1', ttl: 604801 }, 'dns.validation.ttl'],
    ];
    for (const [record, id] of cases) {
      expect(issue(record), JSON.stringify(record)).toBe(id);
      expect(dnsMessages).toHaveProperty([id]);
    }
    expect(issue({ type: 'CAA', name: '@', flags: 128, tag: 'issue', value: ';' })).toBeUndefined();
    expect(issue({ type: 'CAA', name: '@', flags: 0, tag: 'iodef', value: 'mailto:security@example.com' })).toBeUndefined();
    expect(issue({ type: 'A', name: '*.shop', value: '192.0.2.1' })).toBeUndefined();
  });

  it('find what a DNS server refuses between new records and the zone', () => {
    const v = (r: Record<string, unknown>) => parse(r).data as DnsRecordValues;
    const zone = [v({ type: 'A', name: 'www', value: '192.0.2.1' }), v({ type: 'CNAME', name: 'blog', value: 'blogs.example.net' })];
    const check = (r: DnsRecordValues) => zoneConflict(D, [...zone, r], [r])?.id;
    expect(check(v({ type: 'CNAME', name: 'www', value: 'example.net' }))).toBe('dns.error.cnameBeside');
    expect(check(v({ type: 'TXT', name: 'blog', value: 'x' }))).toBe('dns.error.besideCname');
    expect(check(v({ type: 'MX', name: '@', priority: 1, value: 'blog.example.com' }))).toBe('dns.error.targetCname');
    expect(check(v({ type: 'A', name: 'www', value: '192.0.2.1', ttl: 60 }))).toBe('dns.error.duplicate');
    expect(check(v({ type: 'A', name: 'www', value: '192.0.2.2' }))).toBeUndefined();
  });
});
