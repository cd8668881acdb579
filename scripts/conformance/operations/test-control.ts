// The conformance kit's entries for test-control (with --test-control). They act only on accounts the
// kit made (its clone, and clones it makes and removes here); no call resets or clears anything else.

/* oxlint-disable typescript/no-unsafe-member-access, typescript/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { type Item, absentDomain, refuse, present, lists, tryStep } from './helpers.js';

/**
 * 415 and 400 for a call that, read without its scoping fields, acts on every account: the probes
 * carry the kit's own scope (a body of the wrong media type that is still that JSON, an unknown
 * field beside it), so a backend that wrongly accepted one still touches only the kit's own.
 */
async function scopedProbes(c: Context, operationId: string, scope: Record<string, unknown>) {
  await tryStep(() =>
    c.call(operationId, undefined, { expect: 415, raw: { body: JSON.stringify(scope), type: 'text/plain' }, what: '415 for a body of another media type' }),
  );
  const r = await refuse(c, operationId, { ...scope, conformanceUnknownField: true }, 400, '400 for a body that breaks the request schema (an unknown field)');
  if (r)
    c.expect(operationId, r.body?.type === 'validation', { status: 400, pointer: '/type', expected: '"validation"', what: '400 for a broken body' }, r.body);
}

export const testControl: Entry[] = [
  {
    operationId: 'testAccount',
    changes: true,
    testControl: true,
    async run(c) {
      // The kit's clone was made by this operation already (the success path).
      await refuse(c, 'testAccount', { fixture: c.options.fixture ?? 'demo', login: c.login }, 409, '409 for a login in use');
    },
  },
  {
    operationId: 'testScenarios',
    changes: false,
    testControl: true,
    async run(c) {
      const r = await c.call<{ scenarios: { name: string }[] }>('testScenarios', {}, { expect: 200 });
      c.expect(
        'testScenarios',
        Array.isArray(r.body?.scenarios),
        { status: r.status, pointer: '/scenarios', expected: 'the list of scenarios', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'testScenario',
    changes: true,
    testControl: true,
    async run(c) {
      // An inline scenario of its own, removed again; an unknown name is 404.
      const made = await c.call<{ login: string; handoffUrl: string }>('testScenario', { scenario: { fixture: 'empty', diskFree: 1048576 } }, { expect: 200 });
      const login = made.body.login;
      const undo = c.later('remove the scenario account', () => c.call('testAccountDelete', { login }, { expect: [200, 404], what: 'clean-up' }));
      await refuse(c, 'testScenario', { name: `no-such-scenario-${c.runId}` }, 404, '404 for a scenario that is not there', {
        ifAccepted: (reply) => c.call('testAccountDelete', { login: reply.body?.login }, { expect: [200, 404], what: 'clean-up' }),
      });
      await undo.now();
    },
  },
  {
    operationId: 'testAccountDelete',
    changes: true,
    testControl: true,
    async run(c) {
      // A clone of its own, removed again: then it is not there.
      const made = await c.call<{ login: string }>('testAccount', { fixture: 'empty' }, { expect: 200, what: 'set-up' });
      const login = made.body.login;
      const undo = c.later('remove the clone', () => c.call('testAccountDelete', { login }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('testAccountDelete', { login }, { expect: 200 });
      await refuse(c, 'testAccountDelete', { login }, 404, '404 for an account that is not there');
      await undo.now();
    },
  },
  {
    operationId: 'testAccounts',
    changes: false,
    testControl: true,
    async run(c) {
      // The kit's own clone is listed, with its age.
      const r = await c.call<{ accounts: Item[] }>('testAccounts', {}, { expect: 200 });
      const mine = (r.body?.accounts ?? []).find((a) => a.login === c.login);
      c.expect(
        'testAccounts',
        typeof mine?.ageSeconds === 'number',
        { status: r.status, pointer: '/accounts', expected: `the kit's clone ${c.login} with its age`, what: 'success' },
        r.body,
      );
      await refuse(c, 'testAccounts', { olderThan: -1 }, 400, '400 for a negative age');
    },
  },
  {
    operationId: 'testFault',
    changes: true,
    testControl: true,
    async run(c) {
      await refuse(c, 'testFault', { login: `nobody${c.runId}`, path: '/keepalive' }, 404, '404 for an account that is not there');
      const undo = c.later('clear the faults', () => c.call('testFaultsClear', { login: c.login }, { expect: [200, 404], what: 'clean-up' }));
      await c.call(
        'testFault',
        { login: c.login, path: '/keepalive', status: 500, type: 'internal', message: 'Conformance fault.', times: 1 },
        { expect: 200 },
      );
      const r = await refuse(c, 'keepalive', {}, 500, 'the injected fault answers');
      c.expect(
        'testFault',
        r?.body?.message === 'Conformance fault.',
        { status: 500, pointer: '/message', expected: '"Conformance fault." (the injected message)', what: 'the fault answers the next call' },
        r?.body,
      );
      await undo.now();
    },
  },
  {
    operationId: 'testFaults',
    changes: true,
    testControl: true,
    async run(c) {
      const undo = c.later('clear the faults', () => c.call('testFaultsClear', { login: c.login }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('testFault', { login: c.login, path: '/cron/add', status: 500, times: 3 }, { expect: 200, what: 'set-up' });
      const r = await c.call('testFaults', { login: c.login }, { expect: 200 });
      present(c, 'testFaults', r, 'faults', { path: '/cron/add', times: 3 });
      await undo.now();
    },
  },
  {
    operationId: 'testFaultsClear',
    changes: true,
    testControl: true,
    async run(c) {
      await scopedProbes(c, 'testFaultsClear', { login: c.login });
      await c.call('testFault', { login: c.login, path: '/keepalive', status: 500, times: 5 }, { expect: 200, what: 'set-up' });
      await c.call('testFaultsClear', { login: c.login }, { expect: 200 });
      await lists(c);
    },
  },
  {
    operationId: 'testClock',
    changes: true,
    testControl: true,
    async run(c) {
      await scopedProbes(c, 'testClock', { login: c.login, now: null });
      await refuse(c, 'testClock', { login: `nobody${c.runId}`, now: null }, 404, '404 for an account that is not there');
      const undo = c.later('clear the clock', () => c.call('testClock', { login: c.login, now: null }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('testClock', { login: c.login, now: new Date(Date.now() + 60_000).toISOString() }, { expect: 200 });
      await undo.now();
    },
  },
  {
    operationId: 'testHandoff',
    changes: true,
    testControl: true,
    async run(c) {
      await refuse(c, 'testHandoff', { login: `nobody${c.runId}` }, 404, '404 for an account that is not there');
      const r = await c.call('testHandoff', { login: c.login }, { expect: 200 });
      c.expect(
        'testHandoff',
        r.body.url === `/authorize/${r.body.token}`,
        { status: 200, pointer: '/url', expected: '/authorize/<token>', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'testLog',
    changes: true,
    testControl: true,
    async run(c) {
      await refuse(c, 'testLog', { login: `nobody${c.runId}`, domain: absentDomain(c), kind: 'access', lines: 1 }, 404, '404 for an account that is not there');
      await refuse(c, 'testLog', { login: c.login, domain: absentDomain(c), kind: 'access', lines: 1 }, 404, '404 for a domain that is not there');
      const d = (c.state.domain as string | undefined) ?? (((await lists(c)).domains as Item[])[0]?.domain as string | undefined);
      if (!d) throw new Skip('the account has no domain');
      await refuse(c, 'testLog', { login: c.login, domain: d, kind: 'access', lines: ['one\ntwo'] }, 400, '400 for a line with a line break');
      const line = `203.0.113.7 - - [01/Jan/2031:00:00:00 +0000] "GET /conformance-${c.runId} HTTP/1.1" 200 1 "-" "kit"`;
      const r = await c.call('testLog', { login: c.login, domain: d, kind: 'access', lines: [line] }, { expect: 200 });
      c.expect('testLog', r.body?.appended === 1, { status: 200, pointer: '/appended', expected: '1', got: String(r.body?.appended), what: 'success' }, r.body);
      const shown = await c.call('logShow', { domain: d, type: 'access' }, { expect: 200, what: 'the log after the append' });
      c.expect('testLog', typeof shown.body?.log === 'string' && (shown.body.log as string).endsWith(`${line}\n`), {
        status: 200,
        pointer: '/log',
        expected: 'the appended line last in /log/show',
        what: 'success',
      });
    },
  },
  {
    operationId: 'testRequests',
    changes: false,
    testControl: true,
    async run(c) {
      await refuse(c, 'testRequests', { login: `nobody${c.runId}` }, 404, '404 for an account that is not there');
      const r = await c.call('testRequests', { login: c.login }, { expect: 200 });
      const paths = ((r.body.requests ?? []) as Item[]).map((x) => x.path);
      c.expect('testRequests', paths.includes('/keepalive'), {
        status: 200,
        pointer: '/requests',
        expected: "the kit's /keepalive calls",
        got: `${paths.length} calls without them`,
        what: 'success',
      });
    },
  },
  {
    operationId: 'testReset',
    changes: true,
    testControl: true,
    async run(c) {
      // A reset of every fixture, or of any, would pull accounts from under other workers and QA: the
      // kit resets none (`fixtures: []`), and its refusal probes name none either, so a backend that
      // wrongly accepted one still resets nothing.
      await scopedProbes(c, 'testReset', { fixtures: [] });
      await c.call('testReset', { fixtures: [] }, { expect: 200, what: 'success: a reset of no fixture' });
      c.note('testReset', 'only a reset of no fixture (fixtures: []): a real reset would restore accounts others use');
    },
  },
];
