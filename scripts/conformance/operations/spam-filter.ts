// The conformance kit's entries for the `spamFilter` extension (checked only when
// /account/capabilities advertises it: extensions.ts). The list is read on any account and held to
// the contract's words; refusals (bad level, action or days, unknown domain or mailbox) are sent
// anywhere, as they change nothing. A setting is changed only in a clone of the kit's own
// (--test-control): the kit's domain default and the kit's mailbox's own setting, each put back
// (the mailbox made to follow its domain again) at the end.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { domain, refuse } from './helpers.js';

type Setting = { level: string; action: string; days: number | null };
type SpamDomain = { domain: string; own: boolean; setting: Setting; allowedSenders: number; blockedSenders: number };
type SpamMailbox = { domain: string; name: string; setting: Setting };

const itemsOf = <T>(body: unknown, key: string): T[] => {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
};

const settled = (s: Setting | undefined) => !!s && (s.action === 'delete' ? s.days !== null && s.days >= 1 && s.days <= 365 : s.days === null);

async function list(c: Context, what: string) {
  const body: unknown = (await c.call('spamList', {}, { expect: 200, what })).body;
  return { domains: itemsOf<SpamDomain>(body, 'domains'), mailboxes: itemsOf<SpamMailbox>(body, 'mailboxes') };
}

const GOOD = { level: 'high', action: 'move', days: null };

export const spamFilter: Entry[] = [
  {
    operationId: 'spamList',
    changes: false,
    async run(c) {
      const r = await c.call('spamList', {}, { expect: 200 });
      const domains = itemsOf<SpamDomain>(r.body, 'domains');
      const mailboxes = itemsOf<SpamMailbox>(r.body, 'mailboxes');
      c.expect(
        'spamList',
        [...domains.map((d) => d.setting), ...mailboxes.map((m) => m.setting)].every(settled),
        { status: 200, pointer: '/domains', expected: 'days only with delete, 1 to 365', what: 'success' },
        r.body,
      );
      const names = domains.map((d) => d.domain);
      c.expect(
        'spamList',
        new Set(names).size === names.length && mailboxes.every((m) => names.includes(m.domain)),
        { status: 200, pointer: '/mailboxes', expected: 'each domain once, every mailbox of a listed domain', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'spamDomainSet',
    changes: true,
    async run(c) {
      const d = domain(c);
      await refuse(c, 'spamDomainSet', { domain: `${c.base}-absent.example`, ...GOOD }, 404, '404 for a domain that is not there');
      await refuse(c, 'spamDomainSet', { domain: d, ...GOOD, level: 'extreme' }, 400, '400 for an unknown level');
      await refuse(c, 'spamDomainSet', { domain: d, ...GOOD, action: 'bounce' }, 400, '400 for an unknown action');
      await refuse(c, 'spamDomainSet', { domain: d, ...GOOD, action: 'delete', days: 366 }, 400, '400 for more than 365 days');
      if (!c.options.testControl) throw new Skip("a domain's default is changed only in a clone of the kit's own (--test-control)");
      const before = (await list(c, 'before the set')).domains.find((x) => x.domain === d);
      if (before?.own) {
        c.later(`put back the spam filter default of ${d}`, () => c.call('spamDomainSet', { domain: d, ...before.setting }, { expect: 200, what: 'clean-up' }));
      }
      const r = await c.call('spamDomainSet', { domain: d, level: 'low', action: 'delete', days: 14 }, { expect: 200 });
      const listed = (await list(c, 'the list after the set')).domains.find((x) => x.domain === d);
      c.expect(
        'spamDomainSet',
        r.body?.own === true && listed?.own === true && listed.setting.level === 'low' && listed.setting.days === 14,
        { status: 200, pointer: '/domains', expected: 'the list shows the default as set', what: 'success' },
        listed,
      );
    },
  },
  {
    operationId: 'spamMailboxSet',
    changes: true,
    needs: ['emailAccountCreate'],
    async run(c) {
      const name = c.state.mailbox as string | undefined;
      if (!name) throw new Skip('needs the mailbox emailAccountCreate makes');
      const box = { domain: domain(c), name };
      await refuse(c, 'spamMailboxSet', { ...box, name: `${c.base}-absent`, setting: GOOD }, 404, '404 for a mailbox that is not there');
      await refuse(c, 'spamMailboxSet', { ...box, setting: { ...GOOD, action: 'delete', days: 0 } }, 400, '400 for 0 days');
      if (!c.options.testControl) throw new Skip("a mailbox's setting is changed only in a clone of the kit's own (--test-control)");
      c.later(`make ${box.name}@${box.domain} follow its domain's spam filter`, () =>
        c.call('spamMailboxSet', { ...box, setting: null }, { expect: [200, 404], what: 'clean-up' }),
      );
      const r = await c.call('spamMailboxSet', { ...box, setting: GOOD }, { expect: 200 });
      c.expect(
        'spamMailboxSet',
        r.body?.setting?.level === 'high' && r.body?.effective?.action === 'move',
        { status: 200, pointer: '/effective', expected: 'its own setting in effect', what: 'success' },
        r.body,
      );
      const cleared = await c.call('spamMailboxSet', { ...box, setting: null }, { expect: 200, what: 'back to the default' });
      const after = await list(c, 'the list after clearing');
      c.expect(
        'spamMailboxSet',
        cleared.body?.setting === null && !after.mailboxes.some((m) => m.domain === box.domain && m.name.toLowerCase() === name.toLowerCase()),
        { status: 200, pointer: '/mailboxes', expected: 'the mailbox follows its domain again, no longer listed', what: 'back to the default' },
        cleared.body,
      );
    },
  },
];
