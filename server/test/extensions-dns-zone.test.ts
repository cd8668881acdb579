import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

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
});
