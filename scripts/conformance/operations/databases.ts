// The conformance kit's entries for databases.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Entry } from '../runner.js';
import { type Item, refuse, present, absent, field, lists, dropDatabases, plan, gatedSession } from './helpers.js';

export const databases: Entry[] = [
  {
    operationId: 'databaseCreate',
    changes: true,
    async run(c) {
      const name = `conformance_${c.runId}`;
      const before = (await lists(c)).databaseUsers as Item[];
      c.state.mysqlUserIsOurs = !before.some((u) => u.type === 'mysql');
      dropDatabases(c, name, 'mysql');
      const r = await c.call('databaseCreate', { name, type: 'mysql' }, { expect: 200 });
      present(c, 'databaseCreate', r, 'databases', { name: `${c.login}_${name}`.toLowerCase(), type: 'mysql' });
      await refuse(c, 'databaseCreate', { name, type: 'mysql' }, 409, '409 for a duplicate');
      if (plan(c).postgresAvailable) {
        const undo = dropDatabases(c, name, 'postgres');
        const pg = await c.call('databaseCreate', { name, type: 'postgres' }, { expect: 200, what: 'a Postgres database (the plan has them)' });
        const p = present(c, 'databaseCreate', pg, 'databases', { name: `${c.login}_${name}`.toLowerCase(), type: 'postgres' });
        await c.call('databaseDelete', { name: p.name, type: 'postgres' }, { expect: 200, what: 'delete the Postgres database' });
        undo.dismiss();
      } else {
        await refuse(c, 'databaseCreate', { name, type: 'postgres' }, 406, '406 for Postgres, which the plan lacks', {
          ifAccepted: async (reply) => {
            const p = ((reply.body?.databases ?? []) as Item[]).find((x) => x.type === 'postgres' && String(x.name).endsWith(`_${name}`));
            if (p) await c.call('databaseDelete', { name: p.name, type: 'postgres' }, { expect: [200, 404], what: 'clean-up' });
          },
        });
      }
      const gated = await gatedSession(c, 'postgres');
      if (gated) {
        await refuse(c, 'databaseCreate', { name, type: 'postgres' }, 406, '406 for Postgres on a plan without it', {
          token: gated,
          ifAccepted: async (reply) => {
            for (const p of ((reply.body?.databases ?? []) as Item[]).filter((x) => x.type === 'postgres' && String(x.name).endsWith(`_${name}`))) {
              await c.call('databaseDelete', { name: p.name, type: 'postgres' }, { token: gated, expect: [200, 404], what: 'clean-up' });
            }
          },
        });
      }
    },
  },
  {
    operationId: 'databasePassword',
    changes: true,
    async run(c) {
      if (!plan(c).postgresAvailable) {
        // A backend that wrongly accepted would change a Postgres user's password: only where there is none, or in the kit's clone.
        const pgUser = ((await lists(c)).databaseUsers as Item[]).some((u) => u.type === 'postgres');
        if (!pgUser || c.options.testControl)
          await refuse(c, 'databasePassword', { type: 'postgres', password: `${c.base}-Db1` }, 406, '406 for Postgres, which the plan lacks');
        else
          c.note('databasePassword', '406 for Postgres not sent: the account has a Postgres user whose password a backend that wrongly accepted would change');
      }
      if (!c.options.testControl && !c.state.mysqlUserIsOurs) {
        throw new Skip('would change the password of a database user the kit did not create; with --test-control it is tried on a clone');
      }
      await refuse(c, 'databasePassword', { type: 'mysql', password: 'password123' }, 406, '406 for a common password');
      const password = `${c.base}-Db1`;
      const earlier = ((await lists(c)).databaseUsers as Item[]).find((u) => u.type === 'mysql')?.password;
      const undo =
        typeof earlier === 'string' &&
        c.later("put back the MySQL user's password", () =>
          c.call('databasePassword', { type: 'mysql', password: earlier }, { expect: 200, what: 'clean-up: put back the password' }),
        );
      const r = await c.call('databasePassword', { type: 'mysql', password }, { expect: 200 });
      field(c, 'databasePassword', r, 'databaseUsers', { type: 'mysql' }, 'password', password);
      if (undo) await undo.now();
    },
  },
  {
    operationId: 'databaseDelete',
    changes: true,
    async run(c) {
      const name = `conformance_${c.runId}_2`;
      const undo = dropDatabases(c, name, 'mysql');
      const r = await c.call('databaseCreate', { name, type: 'mysql' }, { expect: 200, what: 'set-up for a delete' });
      const db = present(c, 'databaseCreate', r, 'databases', { name: `${c.login}_${name}`.toLowerCase(), type: 'mysql' });
      const gone = await c.call('databaseDelete', { name: db.name, type: 'mysql' }, { expect: 200 });
      undo.dismiss();
      absent(c, 'databaseDelete', gone, 'databases', { name: db.name, type: 'mysql' });
      await refuse(c, 'databaseDelete', { name: db.name, type: 'mysql' }, 404, '404 for a database that is not there');
    },
  },
];
