// The conformance kit's entries for the `mailAuth` extension (checked only when /account/capabilities
// advertises it: extensions.ts). Reading the status changes nothing, so it is read on any account
// and each domain's checks are held to the contract's words (a valid check names no problem, a
// missing one reads no record, a domain served elsewhere has no checks). A fix writes DNS records
// into the customer's zone, so one is made only in a clone of the kit's own (--test-control), on
// the domain the kit added there; against the given account the kit sends refusals that change nothing.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { absentDomain, domain, lists, refuse, type Item } from './helpers.js';

type Check = { state: string; problems: unknown[]; records: unknown[] };
type Checked = { domain: string; served: boolean; spf?: Check; dkim?: Check; dmarc?: Check };

const PARTS = ['spf', 'dkim', 'dmarc'] as const;

const domainsOf = (body: unknown): Checked[] => {
  const value = (body as { domains?: unknown } | undefined)?.domains;
  return Array.isArray(value) ? (value as Checked[]) : [];
};

/** Whether a served domain's three checks agree with their states. */
const consistent = (d: Checked) =>
  !d.served
    ? PARTS.every((p) => d[p] === undefined)
    : PARTS.every((p) => {
        const check = d[p];
        if (!check) return false;
        if (check.state === 'valid') return check.problems.length === 0 && check.records.length > 0;
        if (check.state === 'missing') return check.records.length === 0;
        return check.problems.length > 0;
      });

async function status(c: Context, what?: string) {
  return c.call('mailAuthStatus', {}, { expect: 200, ...(what && { what }) });
}

export const mailAuth: Entry[] = [
  {
    operationId: 'mailAuthStatus',
    changes: false,
    async run(c) {
      const r = await status(c);
      const checked = domainsOf(r.body);
      const expect = (ok: boolean, pointer: string, expected: string) =>
        c.expect('mailAuthStatus', ok, { status: 200, pointer, expected, what: 'success' }, r.body);
      const listed = ((await lists(c)).domains as Item[]) ?? [];
      const names = new Set(checked.map((d) => d.domain));
      expect(
        listed.every((d) => names.has(String(d.domain))),
        '/domains',
        "every domain of the account's list",
      );
      expect(
        listed.every((d) => d.pointed !== false || checked.find((x) => x.domain === d.domain)?.served === false),
        '/domains',
        'a domain not pointed at the host (pointed false) not served, with no checks',
      );
      expect(checked.every(consistent), '/domains', 'valid with no problem and a record, missing with no record, a problem named');
    },
  },
  {
    operationId: 'mailAuthFix',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      await refuse(c, 'mailAuthFix', { domain: absentDomain(c), parts: ['spf'] }, 404, '404 for a domain the account does not have');
      await refuse(c, 'mailAuthFix', { domain: absentDomain(c), parts: [] }, 400, '400 for no part to fix');
      await refuse(c, 'mailAuthFix', { domain: absentDomain(c), parts: ['spf', 'bimi'] }, 400, '400 for a part that is none of spf, dkim, dmarc');
      if (!c.options.testControl)
        throw new Skip("a fix writes DNS records into the customer's zone; with --test-control it is tried on the kit's domain in a clone");
      const name = domain(c);
      const before = domainsOf((await status(c, 'the kit domain before the fix')).body).find((d) => d.domain === name);
      if (!before?.served) {
        await refuse(c, 'mailAuthFix', { domain: name, parts: [...PARTS] }, 409, '409 for a domain whose DNS is elsewhere');
        return;
      }
      const r = await c.call('mailAuthFix', { domain: name, parts: [...PARTS] }, { expect: 200 });
      const after = r.body?.domain as Checked | undefined;
      c.expect(
        'mailAuthFix',
        after !== undefined && PARTS.every((p) => after[p]?.state === 'valid'),
        { status: 200, pointer: '/domain', expected: 'SPF, DKIM and DMARC valid after the fix', what: 'success' },
        r.body,
      );
      const listedAfter = domainsOf((await status(c, 'the status after the fix')).body).find((d) => d.domain === name);
      c.expect(
        'mailAuthFix',
        listedAfter !== undefined && PARTS.every((p) => listedAfter[p]?.state === 'valid'),
        { status: 200, pointer: '/domains', expected: 'the status shows the fixed domain valid', what: 'success' },
        listedAfter,
      );
      const again = await c.call('mailAuthFix', { domain: name, parts: [...PARTS] }, { expect: 200, what: 'a second fix' });
      c.expect(
        'mailAuthFix',
        Array.isArray(again.body?.written) && again.body.written.length === 0,
        { status: 200, pointer: '/written', expected: 'nothing written by a second fix', what: 'a second fix' },
        again.body,
      );
    },
  },
];
