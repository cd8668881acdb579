// The conformance kit's entries for the `autoresponder` and `mailboxForwarding` extensions (checked
// only when /account/capabilities advertises them: extensions.ts). The lists are read on any
// account and held to the contract's words. Changes are made only on the kit's own mailbox (the one
// emailAccountCreate made on the kit's domain), to an address of the reserved example.com, and are
// undone at the end; a reply's dates lie centuries ahead or are none, so no clock is moved. Only in a
// clone (--test-control) does the kit remove a mailbox of its own that forwards, to see its
// forwarding go with it. Refusals change nothing.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { domain, refuse } from './helpers.js';

type Reply = { domain: string; name: string; enabled: boolean; start: string | null; end: string | null; interval: number; state: string };
type Forward = { domain: string; name: string; destinations: string[]; keepCopy: boolean };

const itemsOf = <T>(body: unknown, key: string): T[] => {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
};

/** The kit's mailbox on its domain; none without emailAccountCreate. */
function kitMailbox(c: Context) {
  const d = domain(c);
  const name = c.state.mailbox as string | undefined;
  if (!name) throw new Skip('needs the mailbox emailAccountCreate makes');
  return { domain: d, name };
}

const same = (a: { domain: string; name: string }, b: { domain: string; name: string }) =>
  a.domain === b.domain && a.name.toLowerCase() === b.name.toLowerCase();

const REPLY = { subject: 'Conformance check', text: 'An automatic reply set by the conformance kit.', interval: 3 };
const FAR = '2999-01-01';

async function replies(c: Context, what: string) {
  return itemsOf<Reply>((await c.call('autoresponderList', {}, { expect: 200, what })).body, 'autoresponders');
}

async function forwards(c: Context, what: string) {
  return itemsOf<Forward>((await c.call('forwardingList', {}, { expect: 200, what })).body, 'forwardings');
}

export const mailboxExtras: Entry[] = [
  {
    operationId: 'autoresponderList',
    changes: false,
    async run(c) {
      const r = await c.call('autoresponderList', {}, { expect: 200 });
      const list = itemsOf<Reply>(r.body, 'autoresponders');
      const expect = (ok: boolean, pointer: string, expected: string) =>
        c.expect('autoresponderList', ok, { status: 200, pointer, expected, what: 'success' }, r.body);
      expect(
        list.every((a) => (a.state === 'off') === !a.enabled),
        '/autoresponders',
        'off exactly when not enabled',
      );
      expect(
        list.every((a) => a.start === null || a.end === null || a.start <= a.end),
        '/autoresponders',
        'no end before its start',
      );
    },
  },
  {
    operationId: 'autoresponderSet',
    changes: true,
    needs: ['emailAccountCreate'],
    async run(c) {
      const box = kitMailbox(c);
      const base = { ...box, ...REPLY, start: null, end: null };
      await refuse(c, 'autoresponderSet', { ...base, name: `${c.base}-absent` }, 404, '404 for a mailbox that is not there');
      await refuse(c, 'autoresponderSet', { ...base, subject: ' ' }, 400, '400 for no subject');
      await refuse(c, 'autoresponderSet', { ...base, interval: 0 }, 400, '400 for an interval under 1 day');
      await refuse(c, 'autoresponderSet', { ...base, start: '2999-02-01', end: FAR }, 400, '400 for an end before the start');
      await refuse(c, 'autoresponderSet', { ...base, start: '2999-02-30' }, 400, '400 for a day that does not exist');
      c.later(`turn off the automatic reply of ${box.name}@${box.domain}`, () => c.call('autoresponderDisable', box, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('autoresponderSet', { ...base, start: FAR }, { expect: 200 });
      c.expect(
        'autoresponderSet',
        r.body?.state === 'scheduled' && r.body?.enabled === true && r.body?.start === FAR,
        { status: 200, pointer: '/state', expected: 'scheduled: on, its first day ahead', what: 'success' },
        r.body,
      );
      const now = await c.call('autoresponderSet', base, { expect: 200, what: 'without dates' });
      c.expect(
        'autoresponderSet',
        now.body?.state === 'active',
        { status: 200, pointer: '/state', expected: 'active without dates', what: 'without dates' },
        now.body,
      );
      const listed = (await replies(c, 'the list after the set')).find((a) => same(a, box));
      c.expect(
        'autoresponderSet',
        listed?.state === 'active' && listed.interval === REPLY.interval,
        { status: 200, pointer: '/autoresponders', expected: 'the list shows the reply as set', what: 'the list after the set' },
        listed,
      );
    },
  },
  {
    operationId: 'autoresponderDisable',
    changes: true,
    needs: ['autoresponderSet'],
    async run(c) {
      const box = kitMailbox(c);
      await refuse(c, 'autoresponderDisable', { ...box, name: `${c.base}-absent` }, 404, '404 for a mailbox that is not there');
      const r = await c.call('autoresponderDisable', box, { expect: 200 });
      const listed = (await replies(c, 'the list after turning it off')).find((a) => same(a, box));
      c.expect(
        'autoresponderDisable',
        listed === undefined || (listed.state === 'off' && !listed.enabled),
        { status: 200, pointer: '/autoresponders', expected: 'the reply off', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'forwardingList',
    changes: false,
    async run(c) {
      const r = await c.call('forwardingList', {}, { expect: 200 });
      c.expect(
        'forwardingList',
        itemsOf<Forward>(r.body, 'forwardings').every((f) => f.destinations.length >= 1 && f.destinations.length <= 10),
        { status: 200, pointer: '/forwardings', expected: '1 to 10 addresses each', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'forwardingSet',
    changes: true,
    needs: ['emailAccountCreate'],
    async run(c) {
      const box = kitMailbox(c);
      const to = `${c.base}@example.com`;
      await refuse(c, 'forwardingSet', { ...box, name: `${c.base}-absent`, destinations: [to], keepCopy: true }, 404, '404 for a mailbox that is not there');
      await refuse(c, 'forwardingSet', { ...box, destinations: [], keepCopy: true }, 400, '400 for no address');
      await refuse(c, 'forwardingSet', { ...box, destinations: ['not an address'], keepCopy: true }, 400, '400 for an invalid address');
      await refuse(c, 'forwardingSet', { ...box, destinations: [`${box.name}@${box.domain}`], keepCopy: true }, 400, '400 for the mailbox itself');
      await refuse(c, 'forwardingSet', { ...box, destinations: [to, to.toUpperCase()], keepCopy: true }, 400, '400 for an address given twice');
      c.later(`stop forwarding ${box.name}@${box.domain}`, () => c.call('forwardingDisable', box, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('forwardingSet', { ...box, destinations: [` ${to.toUpperCase()} `], keepCopy: true }, { expect: 200 });
      c.expect(
        'forwardingSet',
        Array.isArray(r.body?.destinations) && String(r.body.destinations) === to && r.body?.keepCopy === true,
        { status: 200, pointer: '/destinations', expected: 'the address trimmed and lower-cased, the copy kept', what: 'success' },
        r.body,
      );
      const listed = (await forwards(c, 'the list after the set')).find((f) => same(f, box));
      c.expect(
        'forwardingSet',
        listed?.destinations.join() === to,
        { status: 200, pointer: '/forwardings', expected: 'the list shows the forwarding', what: 'the list after the set' },
        listed,
      );
    },
  },
  {
    operationId: 'forwardingDisable',
    changes: true,
    needs: ['forwardingSet'],
    async run(c) {
      const box = kitMailbox(c);
      await refuse(c, 'forwardingDisable', { ...box, name: `${c.base}-absent` }, 404, '404 for a mailbox that is not there');
      await c.call('forwardingDisable', box, { expect: 200 });
      c.expect(
        'forwardingDisable',
        !(await forwards(c, 'the list after stopping')).some((f) => same(f, box)),
        { status: 200, pointer: '/forwardings', expected: 'the mailbox no longer listed', what: 'success' },
        undefined,
      );
      if (!c.options.testControl) return;
      // In a clone only: a mailbox removed takes its forwarding with it.
      const other = { domain: box.domain, name: `${c.base}-fwd` };
      const undo = c.later(`delete the mailbox ${other.name}@${other.domain}`, () =>
        c.call('emailAccountDelete', other, { expect: [200, 404], what: 'clean-up' }),
      );
      await c.call('emailAccountCreate', { ...other, quota: 1048576, password: `${c.base}-Mail4` }, { expect: 200, what: 'set-up' });
      await c.call('forwardingSet', { ...other, destinations: [`${c.base}@example.com`], keepCopy: false }, { expect: 200, what: 'set-up' });
      await c.call('emailAccountDelete', other, { expect: 200, what: 'set-up' });
      undo.dismiss();
      c.expect(
        'forwardingDisable',
        !(await forwards(c, 'the list after the mailbox went')).some((f) => same(f, other)),
        { status: 200, pointer: '/forwardings', expected: 'a removed mailbox no longer listed', what: 'a removed mailbox' },
        undefined,
      );
    },
  },
];
