// The conformance kit's entries for account: sign-in, session, profile, password, hand-off.

/* oxlint-disable typescript/no-unsafe-member-access, typescript/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Entry } from '../runner.js';
import { refuse, lists } from './helpers.js';

export const account: Entry[] = [
  {
    operationId: 'accountLogin',
    changes: false,
    async run(c) {
      // The kit signed in already (the success path). A login that cannot exist fails no sign-in of a real account.
      await refuse(c, 'accountLogin', { login: `${c.base.replace(/-/g, '')}nobody`, password: `${c.base}-wrong` }, 403, '403 for a login that does not exist');
      // One wrong password: on the kit's clone, or on the given account unless --read-only (a platform may alert on it).
      if (c.options.readOnly && !c.options.testControl)
        c.note('accountLogin', '403 for a wrong password not tried: --read-only makes no failed sign-in on the given account');
      else await refuse(c, 'accountLogin', { login: c.login, password: `${c.base}-wrong` }, 403, '403 for a wrong password');
      c.note('accountLogin', '429 not caused: it takes ten failed sign-ins');
    },
  },
  {
    operationId: 'keepalive',
    changes: false,
    async run(c) {
      const r = await lists(c);
      c.expect('keepalive', Array.isArray(r.domains), { status: 200, pointer: '/domains', expected: 'the domains list', what: 'success' }, r);
    },
  },
  {
    operationId: 'accountSync',
    changes: false,
    async run(c) {
      await c.call('accountSync', {}, { expect: 200 });
    },
  },
  {
    operationId: 'accountLogout',
    changes: false,
    async run(c) {
      // A session of its own, so the kit's working session stays.
      const s = await c.call('accountLogin', { login: c.login, password: c.password }, { expect: 200, what: 'a second session' });
      await c.call('accountLogout', {}, { token: s.body.token, expect: 200 });
      await refuse(c, 'keepalive', {}, 403, 'a signed-out session is refused', { token: s.body.token });
    },
  },
  {
    operationId: 'accountRedirect',
    changes: false,
    async run(c) {
      await refuse(c, 'accountRedirect', { token: `${c.base}-unknown-token` }, 403, '403 for an unknown hand-off token');
      if (!c.options.testControl) throw new Skip('the success path needs a hand-off token, which only --test-control can issue');
      const h = await c.call('testHandoff', { login: c.login, page: 'domains' }, { expect: 200 });
      const r = await c.call('accountRedirect', { token: h.body.token }, { expect: 200 });
      c.expect(
        'accountRedirect',
        r.body.redirect?.page === 'domains',
        { status: 200, pointer: '/redirect/page', expected: '"domains" (the page the token was issued with)', what: 'success' },
        r.body,
      );
      await c.call('accountLogout', {}, { token: r.body.token, expect: 200, what: 'sign out the hand-off session' });
      await refuse(c, 'accountRedirect', { token: h.body.token }, 403, '403 for a used hand-off token');
    },
  },
  {
    operationId: 'accountDisplay',
    changes: true,
    async run(c) {
      const user = (await lists(c)).user as Record<string, boolean>;
      const before = { hideDomainConfig: user.hideDomainConfig, hideDatabaseConfig: user.hideDatabaseConfig, hideEmailConfig: user.hideEmailConfig };
      const flipped = { hideDomainConfig: !before.hideDomainConfig, hideDatabaseConfig: !before.hideDatabaseConfig, hideEmailConfig: !before.hideEmailConfig };
      const undo = c.later('restore the display settings', () => c.call('accountDisplay', before, { expect: 200, what: 'restore' }));
      const r = await c.call('accountDisplay', flipped, { expect: 200 });
      for (const [k, v] of Object.entries(flipped)) {
        c.expect(
          'accountDisplay',
          r.body?.user?.[k] === v,
          { status: 200, pointer: `/user/${k}`, expected: String(v), what: 'the reply shows the change' },
          r.body,
        );
      }
      await undo.now();
    },
  },
  {
    operationId: 'accountPassword',
    changes: true,
    async run(c) {
      if (!c.options.testControl) {
        throw new Skip("changing the password ends the account's other sessions; with --test-control it is tried on a clone");
      }
      const fresh = `${c.base}-New1`;
      await refuse(c, 'accountPassword', { oldPassword: `${c.base}-wrong`, newPassword: fresh }, 403, '403 for a wrong current password');
      c.note('accountPassword', '429 not caused: it takes ten wrong current passwords');
      await refuse(c, 'accountPassword', { oldPassword: c.password, newPassword: 'short' }, 400, '400 for a short password');
      await refuse(c, 'accountPassword', { oldPassword: c.password, newPassword: 'password123' }, 406, '406 for a common password');
      const old = c.password;
      const undo = c.later('change the password back', () =>
        c.call('accountPassword', { oldPassword: fresh, newPassword: old }, { expect: 200, what: 'change back' }),
      );
      await c.call('accountPassword', { oldPassword: old, newPassword: fresh }, { expect: 200 });
      await lists(c); // the calling session stays valid
      await undo.now();
    },
  },
];
