// The conformance kit's entries for e-mail.

/* oxlint-disable typescript/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { MB, refuse, present, absent, field, domain, ownDomain, absentDomain, plan, customerDomainNote } from './helpers.js';

export const email: Entry[] = [
  {
    operationId: 'emailAccountCreate',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const limit = plan(c).emailLimit ?? 0;
      if (limit < MB) throw new Skip('the plan allows no mailbox of 1 MB');
      const quota = Math.min(Math.floor(limit / MB), 10) * MB;
      const name = `${c.base}-box`;
      const password = `${c.base}-Mail1`;
      await refuse(c, 'emailAccountCreate', { domain: absentDomain(c), name, quota, password }, 404, '404 for a domain that is not there');
      await refuse(c, 'emailAccountCreate', { domain: d, name: `${c.base}-common`, quota, password: 'password123' }, 406, '406 for a common password', {
        ifAccepted: () => c.call('emailAccountDelete', { domain: d, name: `${c.base}-common` }, { expect: [200, 404], what: 'clean-up' }),
      });
      c.later(`delete the mailbox ${name}@${d}`, () => c.call('emailAccountDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('emailAccountCreate', { domain: d, name, quota, password }, { expect: 200 });
      field(c, 'emailAccountCreate', r, 'emailAccounts', { domain: d, name }, 'diskLimit', quota);
      c.state.mailbox = name;
      await refuse(c, 'emailAccountCreate', { domain: d, name, quota, password }, 409, '409 for a duplicate');
    },
  },
  {
    operationId: 'emailAccountQuota',
    changes: true,
    needs: ['emailAccountCreate'],
    async run(c) {
      const d = domain(c);
      await refuse(c, 'emailAccountQuota', { domain: d, name: `${c.base}-absent`, quota: MB }, 404, '404 for a mailbox that is not there');
      if (!c.state.mailbox) throw new Skip('needs the mailbox emailAccountCreate makes');
      const r = await c.call('emailAccountQuota', { domain: d, name: c.state.mailbox, quota: MB }, { expect: 200 });
      field(c, 'emailAccountQuota', r, 'emailAccounts', { domain: d, name: c.state.mailbox }, 'diskLimit', MB);
    },
  },
  {
    operationId: 'emailAccountPassword',
    changes: true,
    needs: ['emailAccountCreate'],
    async run(c) {
      const d = domain(c);
      await refuse(c, 'emailAccountPassword', { domain: d, name: `${c.base}-absent`, password: `${c.base}-Mail2` }, 404, '404 for a mailbox that is not there');
      if (!c.state.mailbox) throw new Skip('needs the mailbox emailAccountCreate makes');
      await refuse(c, 'emailAccountPassword', { domain: d, name: c.state.mailbox, password: 'password123' }, 406, '406 for a common password');
      const r = await c.call('emailAccountPassword', { domain: d, name: c.state.mailbox, password: `${c.base}-Mail2` }, { expect: 200 });
      present(c, 'emailAccountPassword', r, 'emailAccounts', { domain: d, name: c.state.mailbox });
    },
  },
  {
    operationId: 'emailAliasCreate',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const name = `${c.base}-alias`;
      const destination = `${c.base}@example.org`;
      await refuse(c, 'emailAliasCreate', { domain: absentDomain(c), name, destination }, 404, '404 for a domain that is not there');
      c.later(`delete the alias ${name}@${d}`, () => c.call('emailAliasDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('emailAliasCreate', { domain: d, name, destination }, { expect: 200 });
      field(c, 'emailAliasCreate', r, 'emailAliases', { domain: d, name }, 'destination', destination);
      c.state.alias = name;
      await refuse(c, 'emailAliasCreate', { domain: d, name, destination }, 409, '409 for a duplicate');
      if (c.state.mailbox) await refuse(c, 'emailAliasCreate', { domain: d, name: c.state.mailbox, destination }, 409, '409 for the name of a mailbox');
    },
  },
  {
    operationId: 'emailAliasModify',
    changes: true,
    needs: ['emailAliasCreate'],
    async run(c) {
      const d = domain(c);
      const destination = `${c.base}-other@example.org`;
      await refuse(c, 'emailAliasModify', { domain: d, name: `${c.base}-absent`, destination }, 404, '404 for an alias that is not there');
      if (!c.state.alias) throw new Skip('needs the alias emailAliasCreate makes');
      const r = await c.call('emailAliasModify', { domain: d, name: c.state.alias, destination }, { expect: 200 });
      field(c, 'emailAliasModify', r, 'emailAliases', { domain: d, name: c.state.alias }, 'destination', destination);
    },
  },
  {
    operationId: 'emailAliasDelete',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const name = `${c.base}-alias2`;
      const undo = c.later(`delete the alias ${name}@${d}`, () => c.call('emailAliasDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('emailAliasCreate', { domain: d, name, destination: `${c.base}@example.org` }, { expect: 200, what: 'set-up for a delete' });
      const r = await c.call('emailAliasDelete', { domain: d, name }, { expect: 200 });
      undo.dismiss();
      absent(c, 'emailAliasDelete', r, 'emailAliases', { domain: d, name });
      await refuse(c, 'emailAliasDelete', { domain: d, name }, 404, '404 for an alias that is not there');
    },
  },
  ...(['Blacklist', 'Whitelist'] as const).flatMap((kind): Entry[] => {
    const list = kind === 'Blacklist' ? 'emailBlacklists' : 'emailWhitelists';
    const add = `email${kind}Add`;
    const remove = `email${kind}Remove`;
    const sender = (c: Context) => `${kind.toLowerCase()}-${c.runId}.example.net`;
    return [
      {
        operationId: add,
        changes: true,
        needs: ['domainAdd'],
        async run(c) {
          const d = domain(c);
          await refuse(c, add, { domain: absentDomain(c), sender: sender(c) }, 404, '404 for a domain that is not there');
          c.state[`undo:${list}`] = c.later(`remove ${sender(c)} from the ${kind.toLowerCase()} of ${d}`, () =>
            c.call(remove, { domain: d, sender: sender(c) }, { expect: [200, 404], what: 'clean-up' }),
          );
          const r = await c.call(add, { domain: d, sender: sender(c) }, { expect: 200 });
          present(c, add, r, list, { domain: d, sender: sender(c) });
          c.state[list] = true;
          await refuse(c, add, { domain: d, sender: sender(c) }, 409, '409 for a duplicate');
        },
      },
      {
        operationId: remove,
        changes: true,
        needs: [add],
        async run(c) {
          const d = domain(c);
          await refuse(c, remove, { domain: d, sender: `absent-${c.runId}.example.net` }, 404, '404 for a sender that is not there');
          if (!c.state[list]) throw new Skip(`needs the sender ${add} adds`);
          const r = await c.call(remove, { domain: d, sender: sender(c) }, { expect: 200 });
          (c.state[`undo:${list}`] as { dismiss(): void }).dismiss();
          absent(c, remove, r, list, { domain: d, sender: sender(c) });
        },
      },
    ];
  }),
  ...(['emailCatchall', 'emailMonitoring'] as const).map(
    (operationId): Entry => ({
      operationId,
      changes: true,
      needs: ['emailAccountCreate'],
      async run(c) {
        const d = domain(c);
        const column = operationId === 'emailCatchall' ? 'catchallEmail' : 'bccEmail';
        await refuse(c, operationId, { domain: absentDomain(c), email: null }, 404, '404 for a domain that is not there');
        if (!ownDomain(c)) throw new Skip(customerDomainNote(c, '404 for a mailbox that is not there'));
        await refuse(c, operationId, { domain: d, email: `${c.base}-absent@${d}` }, 404, '404 for a mailbox that is not there');
        if (!c.state.mailbox) throw new Skip('needs the mailbox emailAccountCreate makes');
        const email = `${c.state.mailbox}@${d}`;
        const undo = c.later(`turn off ${operationId} of ${d}`, () =>
          c.call(operationId, { domain: d, email: null }, { expect: [200, 404], what: 'clean-up' }),
        );
        const r = await c.call(operationId, { domain: d, email }, { expect: 200 });
        field(c, operationId, r, 'domains', { domain: d }, column, email);
        const off = await c.call(operationId, { domain: d, email: null }, { expect: 200, what: 'turn off' });
        field(c, operationId, off, 'domains', { domain: d }, column, null);
        await undo.now();
      },
    }),
  ),
  {
    operationId: 'emailAccountDelete',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const name = `${c.base}-box2`;
      const undo = c.later(`delete the mailbox ${name}@${d}`, () =>
        c.call('emailAccountDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }),
      );
      await c.call('emailAccountCreate', { domain: d, name, quota: MB, password: `${c.base}-Mail3` }, { expect: 200, what: 'set-up for a delete' });
      const r = await c.call('emailAccountDelete', { domain: d, name }, { expect: 200 });
      undo.dismiss();
      absent(c, 'emailAccountDelete', r, 'emailAccounts', { domain: d, name });
      await refuse(c, 'emailAccountDelete', { domain: d, name }, 404, '404 for a mailbox that is not there');
    },
  },
];
