// The conformance kit's entries for the `dnsZone` extension (checked only when /account/capabilities
// advertises it: extensions.ts). Reading a zone and the previews change nothing, so they are read on
// the domain the kit works under. Record calls act only on records the kit makes (named
// `conformance-<run id>…`, removed at the end): in the zone of the domain it works under. Applying
// a mail provider's set and the reset replace the customer's records, so they run only in a clone
// of the kit's own (--test-control), on the domain it added there.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { absentDomain, domain, lists, refuse, type Item } from './helpers.js';

type Rec = { id: string; type: string; name: string; ttl: number; value: string; priority?: number; strings?: string[]; readOnly: boolean };

const recordsOf = (body: unknown): Rec[] => {
  const value = (body as { records?: unknown } | undefined)?.records;
  return Array.isArray(value) ? (value as Rec[]) : [];
};
const line = (r: Rec) => `${r.name} ${r.type} ${r.priority ?? ''} ${r.value}`;
const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** The working domain's zone, when the host serves its DNS (a domain served elsewhere has no records to work with). */
async function servedZone(c: Context, what: string): Promise<{ name: string; records: Rec[] }> {
  const name = domain(c);
  const r = await c.call('dnsZone', { domain: name }, { expect: 200, what });
  if (r.body?.served !== true) throw new Skip(`the DNS of ${name} is not served by the host: its zone cannot be changed`);
  return { name, records: recordsOf(r.body) };
}

/** The kit's A record (made by dnsRecordAdd), by its name. */
const kitName = (c: Context) => c.base;
const A1 = '192.0.2.10';
const A2 = '192.0.2.11';

/** Only in a clone the kit made: a step that replaces the customer's records. */
function cloneOnly(c: Context, what: string) {
  if (!c.options.testControl) throw new Skip(`${what} replaces the zone's records; with --test-control it is tried on the kit's domain in a clone`);
}

export const dnsZone: Entry[] = [
  {
    operationId: 'dnsZone',
    changes: false,
    async run(c) {
      await refuse(c, 'dnsZone', { domain: absentDomain(c) }, 404, '404 for a domain the account does not have');
      const listed = ((await lists(c)).domains as Item[]) ?? [];
      const name = domain(c);
      const pointed = listed.find((d) => d.domain === name)?.pointed !== false;
      const r = await c.call('dnsZone', { domain: name }, { expect: 200 });
      const records = recordsOf(r.body);
      const expect = (ok: boolean, pointer: string, expected: string) => c.expect('dnsZone', ok, { status: 200, pointer, expected, what: 'success' }, r.body);
      expect(r.body?.served === pointed, '/served', `served ${pointed}, as the domain list's pointed says`);
      if (!r.body?.served) {
        expect(records.length === 0, '/records', 'no records for a domain served elsewhere');
        return;
      }
      expect(
        records.some((x) => x.type === 'SOA' && x.readOnly) && records.some((x) => x.type === 'NS' && x.readOnly),
        '/records',
        'the SOA and NS, read-only',
      );
      expect(
        records.filter((x) => x.type === 'TXT').every((x) => (x.strings ?? []).join('') === x.value && (x.strings ?? []).every((s) => bytes(s) <= 255)),
        '/records',
        "each TXT record's strings of at most 255 bytes, its text joined",
      );
    },
  },
  {
    operationId: 'dnsRecordAdd',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      await refuse(c, 'dnsRecordAdd', { domain: absentDomain(c), record: { type: 'A', name: 'x', ttl: 3600, value: A1 } }, 404, '404 for an unknown domain');
      const { name } = await servedZone(c, 'the zone before');
      const add = (record: Record<string, unknown>) => ({ domain: name, record: { ttl: 3600, ...record } });
      const undo = (reply: { body?: unknown }) => {
        const made = recordsOf(reply.body).find((x) => x.name.startsWith(c.base));
        return made ? c.call('dnsRecordRemove', { domain: name, id: made.id }, { expect: [200, 404], what: 'clean-up' }) : Promise.resolve();
      };
      for (const [record, what] of [
        [{ type: 'A', name: kitName(c), value: '300.1.2.3' }, '400 for an IPv4 address that is not one'],
        [{ type: 'A', name: kitName(c), value: A1, ttl: 5 }, '400 for a TTL under 60'],
        [{ type: 'MX', name: kitName(c), value: 'mx.example.net', priority: 70000 }, '400 for an MX priority over 65535'],
        [{ type: 'CAA', name: kitName(c), value: 'letsencrypt.org', flags: 0, tag: 'policy' }, '400 for a CAA tag other than issue, issuewild, iodef'],
        [{ type: 'CNAME', name: '@', value: 'example.net' }, '400 for a CNAME at the apex'],
      ] as const) {
        await refuse(c, 'dnsRecordAdd', add(record), 400, what, { ifAccepted: undo });
      }
      const r = await c.call('dnsRecordAdd', add({ type: 'A', name: kitName(c), value: A1 }), { expect: 200 });
      const made = recordsOf(r.body).find((x) => x.name === kitName(c) && x.type === 'A');
      c.expect('dnsRecordAdd', made?.value === A1, { status: 200, pointer: '/records', expected: `${kitName(c)} A ${A1}`, what: 'success' }, r.body);
      if (!made) return;
      c.state.dnsRecord = made.id;
      c.later(`remove ${kitName(c)} A`, () =>
        c.call('dnsRecordRemove', { domain: name, id: String(c.state.dnsRecord) }, { expect: [200, 404], what: 'clean-up' }),
      );
      await refuse(c, 'dnsRecordAdd', add({ type: 'A', name: kitName(c), value: A1 }), 409, '409 for the exact record again', { ifAccepted: undo });
      await refuse(c, 'dnsRecordAdd', add({ type: 'CNAME', name: kitName(c), value: 'example.net' }), 409, '409 for a CNAME beside an A record', {
        ifAccepted: undo,
      });
      const alias = `${c.base}-alias`;
      const cname = await c.call('dnsRecordAdd', add({ type: 'CNAME', name: alias, value: 'example.net' }), { expect: 200, what: "a CNAME of the kit's" });
      const aliasId = recordsOf(cname.body).find((x) => x.name === alias)?.id;
      if (aliasId) c.later(`remove ${alias} CNAME`, () => c.call('dnsRecordRemove', { domain: name, id: aliasId }, { expect: [200, 404], what: 'clean-up' }));
      await refuse(
        c,
        'dnsRecordAdd',
        add({ type: 'MX', name: kitName(c), priority: 10, value: `${alias}.${name}` }),
        409,
        '409 for an MX pointing at a CNAME',
        {
          ifAccepted: undo,
        },
      );
    },
  },
  {
    operationId: 'dnsRecordModify',
    changes: true,
    needs: ['dnsRecordAdd'],
    async run(c) {
      const { name } = await servedZone(c, 'the zone before');
      await refuse(c, 'dnsRecordModify', { domain: name, id: 'soa', record: { type: 'A', name: 'x', ttl: 3600, value: A1 } }, 409, "409 for the host's SOA");
      const id = c.state.dnsRecord as string | undefined;
      if (!id) throw new Skip('dnsRecordAdd made no record');
      const r = await c.call('dnsRecordModify', { domain: name, id, record: { type: 'A', name: kitName(c), ttl: 600, value: A2 } }, { expect: 200 });
      const now = recordsOf(r.body).filter((x) => x.name === kitName(c));
      c.expect('dnsRecordModify', now.length === 1 && now[0].value === A2 && now[0].ttl === 600, {
        status: 200,
        pointer: '/records',
        expected: `only ${kitName(c)} A ${A2}, TTL 600`,
        what: 'success',
      });
      if (now[0]) c.state.dnsRecord = now[0].id;
    },
  },
  {
    operationId: 'dnsRecordRemove',
    changes: true,
    needs: ['dnsRecordAdd'],
    async run(c) {
      const { name } = await servedZone(c, 'the zone before');
      await refuse(c, 'dnsRecordRemove', { domain: name, id: 'ns1' }, 409, "409 for the host's NS");
      const id = c.state.dnsRecord as string | undefined;
      if (!id) throw new Skip('dnsRecordAdd made no record');
      const r = await c.call('dnsRecordRemove', { domain: name, id }, { expect: 200 });
      c.expect('dnsRecordRemove', !recordsOf(r.body).some((x) => x.id === id), {
        status: 200,
        pointer: '/records',
        expected: 'the record gone',
        what: 'success',
      });
      await refuse(c, 'dnsRecordRemove', { domain: name, id }, 404, '404 for a record removed already');
    },
  },
  {
    operationId: 'dnsPresetPreview',
    changes: false,
    async run(c) {
      await refuse(c, 'dnsPresetPreview', { domain: absentDomain(c), preset: 'googleWorkspace' }, 404, '404 for an unknown domain');
      const { name, records } = await servedZone(c, 'the zone before');
      const r = await c.call('dnsPresetPreview', { domain: name, preset: 'googleWorkspace' }, { expect: 200 });
      const added = recordsOf({ records: r.body?.added as unknown });
      c.expect('dnsPresetPreview', added.every((x) => x.type !== 'MX' || x.value === 'smtp.google.com') && r.body?.domain === name, {
        status: 200,
        pointer: '/added',
        expected: "Google Workspace's MX record",
        what: 'success',
      });
      const after = recordsOf((await c.call('dnsZone', { domain: name }, { expect: 200, what: 'the zone after the preview' })).body);
      c.expect('dnsPresetPreview', JSON.stringify(after.map(line)) === JSON.stringify(records.map(line)), {
        status: 200,
        pointer: '/records',
        expected: 'the zone unchanged by a preview',
        what: 'success',
      });
    },
  },
  {
    operationId: 'dnsPresetApply',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      await refuse(c, 'dnsPresetApply', { domain: absentDomain(c), preset: 'zohoMail' }, 404, '404 for an unknown domain');
      cloneOnly(c, "a mail provider's set");
      const { name } = await servedZone(c, 'the zone before');
      const r = await c.call('dnsPresetApply', { domain: name, preset: 'zohoMail' }, { expect: 200 });
      const mx = recordsOf(r.body)
        .filter((x) => x.type === 'MX' && x.name === '@')
        .map((x) => x.value);
      c.expect('dnsPresetApply', JSON.stringify(mx.sort()) === JSON.stringify(['mx.zoho.com', 'mx2.zoho.com', 'mx3.zoho.com']), {
        status: 200,
        pointer: '/records',
        expected: "Zoho Mail's three MX records in place of the zone's",
        what: 'success',
      });
    },
  },
  {
    operationId: 'dnsResetPreview',
    changes: false,
    async run(c) {
      await refuse(c, 'dnsResetPreview', { domain: absentDomain(c) }, 404, '404 for an unknown domain');
      const { name } = await servedZone(c, 'the zone before');
      const r = await c.call('dnsResetPreview', { domain: name }, { expect: 200 });
      c.expect('dnsResetPreview', Array.isArray(r.body?.added) && Array.isArray(r.body?.removed), {
        status: 200,
        pointer: '',
        expected: 'the records a reset adds and removes',
        what: 'success',
      });
    },
  },
  {
    operationId: 'dnsReset',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      await refuse(c, 'dnsReset', { domain: absentDomain(c) }, 404, '404 for an unknown domain');
      cloneOnly(c, 'the reset');
      const { name } = await servedZone(c, 'the zone before');
      const preview = await c.call('dnsResetPreview', { domain: name }, { expect: 200, what: 'what the reset will change' });
      await c.call('dnsReset', { domain: name }, { expect: 200 });
      const again = await c.call('dnsResetPreview', { domain: name }, { expect: 200, what: 'what a second reset would change' });
      c.expect('dnsReset', (again.body?.added ?? []).length === 0 && (again.body?.removed ?? []).length === 0, {
        status: 200,
        pointer: '/added',
        expected: `the host's defaults in place (${(preview.body?.removed ?? []).length} records removed before)`,
        what: 'success',
      });
    },
  },
];
