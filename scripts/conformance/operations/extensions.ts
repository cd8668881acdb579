// The conformance kit's entries for the extensions (checked only when /account/capabilities
// advertises them: extensions.ts): the capabilities call and `sessions`.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { refuse } from './helpers.js';

type Listed = { id: string; current: boolean };

/** A list of a reply, or none when the reply lacks it (the contract check has said so already). */
const listOf = <T>(body: unknown, key: string): T[] => {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
};

/** A second session of the working account, its id as the backend names it, and an undo that signs it out. */
async function secondSession(c: Context) {
  const s = await c.call('accountLogin', { login: c.login, password: c.password }, { expect: 200, what: 'a second session' });
  const token = s.body.token as string;
  const undo = c.later('sign out the second session', () => c.call('accountLogout', {}, { token, expect: [200, 403], what: 'clean-up: sign out' }));
  const mine = await c.call('accountSessions', {}, { token, expect: 200, what: "the second session's own list" });
  const id = listOf<Listed>(mine.body, 'sessions').find((x) => x.current)?.id;
  c.expect('accountSessions', id !== undefined, { status: 200, pointer: '/sessions', expected: 'one session marked current', what: 'success' }, mine.body);
  return { token, id, undo };
}

export const extensions: Entry[] = [
  {
    operationId: 'accountCapabilities',
    changes: false,
    async run(c) {
      if (c.state.capabilities === undefined) throw new Skip('404: the backend offers no extension; the rest is checked without any');
      const r = await c.call('accountCapabilities', {}, { expect: 200 });
      c.note('accountCapabilities', `advertises: ${listOf<string>(r.body, 'capabilities').join(', ') || 'none'}`);
    },
  },
  {
    operationId: 'accountSessions',
    changes: false,
    async run(c) {
      const r = await c.call('accountSessions', {}, { expect: 200 });
      const listed = listOf<Listed>(r.body, 'sessions');
      const current = listed.filter((x) => x.current);
      c.expect(
        'accountSessions',
        current.length === 1,
        { status: 200, pointer: '/sessions', expected: 'exactly one session marked current', what: 'success' },
        r.body,
      );
      c.expect('accountSessions', !listed.some((x) => x.id === c.token), {
        status: 200,
        pointer: '/sessions',
        expected: 'ids that are not the token',
        got: 'the session token',
        what: 'success',
      });
    },
  },
  {
    operationId: 'accountSessionEnd',
    changes: false,
    async run(c) {
      await refuse(c, 'accountSessionEnd', { id: `${c.base}-no-such-session` }, [400, 404], '400 or 404 for an id of no session');
      const second = await secondSession(c);
      if (!second.id) return;
      await refuse(c, 'accountSessionEnd', { id: second.id }, 400, '400 for ending the calling session', { token: second.token });
      const r = await c.call('accountSessionEnd', { id: second.id }, { expect: 200 });
      c.expect(
        'accountSessionEnd',
        !listOf<Listed>(r.body, 'sessions').some((x) => x.id === second.id),
        { status: 200, pointer: '/sessions', expected: 'the ended session gone', what: 'success' },
        r.body,
      );
      await refuse(c, 'keepalive', {}, 403, 'an ended session is refused', { token: second.token });
      second.undo.dismiss();
    },
  },
  {
    operationId: 'accountSessionsEndOthers',
    changes: true,
    async run(c) {
      if (!c.options.testControl) throw new Skip('it signs the account out everywhere else; with --test-control it is tried on a clone');
      const second = await secondSession(c);
      const r = await c.call('accountSessionsEndOthers', {}, { expect: 200 });
      c.expect(
        'accountSessionsEndOthers',
        r.body.ended >= 1,
        { status: 200, pointer: '/ended', expected: "at least 1 (the kit's second session)", what: 'success' },
        r.body,
      );
      await refuse(c, 'keepalive', {}, 403, 'a session ended by end-others is refused', { token: second.token });
      second.undo.dismiss();
      await c.call('keepalive', {}, { expect: 200, what: 'the calling session stays' });
    },
  },
  {
    operationId: 'accountSignIns',
    changes: false,
    async run(c) {
      const r = await c.call('accountSignIns', {}, { expect: 200 });
      const times = listOf<{ at: string; ok: boolean }>(r.body, 'signIns').map((x) => Date.parse(x.at));
      c.expect(
        'accountSignIns',
        times.every((t, i) => i === 0 || times[i - 1] >= t),
        { status: 200, pointer: '/signIns', expected: 'newest first', what: 'success' },
        r.body,
      );
      c.expect(
        'accountSignIns',
        listOf<{ ok: boolean }>(r.body, 'signIns').some((x) => x.ok),
        { status: 200, pointer: '/signIns', expected: "the kit's own sign-in", what: 'success' },
        r.body,
      );
    },
  },
];
