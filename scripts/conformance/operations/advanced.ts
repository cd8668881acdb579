// The conformance kit's entries for advanced settings: web apps, then cron.

/* oxlint-disable typescript/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Entry } from '../runner.js';
import { type Item, refuse, present, absent, field, lists, undoMatching, domain, absentDomain, plan, gatedSession } from './helpers.js';

export const advanced: Entry[] = [
  {
    operationId: 'proxyCreate',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const taken = new Set(((await lists(c)).proxies as Item[]).map((p) => p.port));
      let port = 20000 + (parseInt(c.runId, 36) % 30000);
      while (taken.has(port) || taken.has(port + 1) || taken.has(port + 2)) port += 3;
      c.state.port = port;
      const directory = `/${c.base}/`;
      const gated = await gatedSession(c, 'ssh');
      // A domain that account does not have: a backend that wrongly accepted could create nothing.
      if (gated) await refuse(c, 'proxyCreate', { domain: absentDomain(c), directory, port }, 406, '406 on a plan without SSH', { token: gated });
      if (plan(c).sshAvailable !== true) {
        await refuse(c, 'proxyCreate', { domain: d, directory, port }, 406, "406: the account's plan has no SSH", {
          ifAccepted: () => c.call('proxyDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }),
        });
        return;
      }
      await refuse(c, 'proxyCreate', { domain: absentDomain(c), directory, port }, 404, '404 for a domain that is not there');
      c.later(`delete the web app ${d}${directory}`, () => c.call('proxyDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('proxyCreate', { domain: d, directory, port }, { expect: 200 });
      field(c, 'proxyCreate', r, 'proxies', { domain: d, directory }, 'port', port);
      c.state.proxy = directory;
      await refuse(c, 'proxyCreate', { domain: d, directory, port: port + 1 }, 409, '409 for an address that has a web app');
      await refuse(c, 'proxyCreate', { domain: d, directory: `/${c.base}-2/`, port }, 409, '409 for a port in use', {
        ifAccepted: () => c.call('proxyDelete', { domain: d, directory: `/${c.base}-2/` }, { expect: [200, 404], what: 'clean-up' }),
      });
    },
  },
  {
    operationId: 'proxyModify',
    changes: true,
    needs: ['proxyCreate'],
    async run(c) {
      const d = domain(c);
      const port = (c.state.port as number | undefined) ?? 20000;
      if (plan(c).sshAvailable !== true) {
        await refuse(c, 'proxyModify', { domain: d, directory: `/${c.base}/`, port }, 406, "406: the account's plan has no SSH");
        return;
      }
      await refuse(c, 'proxyModify', { domain: d, directory: `/${c.base}-absent/`, port }, 404, '404 for a web app that is not there');
      if (!c.state.proxy) throw new Skip('needs the web app proxyCreate makes');
      const r = await c.call('proxyModify', { domain: d, directory: c.state.proxy, port: port + 1 }, { expect: 200 });
      field(c, 'proxyModify', r, 'proxies', { domain: d, directory: c.state.proxy }, 'port', port + 1);
    },
  },
  {
    operationId: 'proxyDelete',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const directory = `/${c.base}-3/`;
      if (plan(c).sshAvailable !== true) {
        await refuse(c, 'proxyDelete', { domain: d, directory }, 406, "406: the account's plan has no SSH");
        return;
      }
      const port = ((c.state.port as number | undefined) ?? 20000) + 2;
      const undo = c.later(`delete the web app ${d}${directory}`, () =>
        c.call('proxyDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }),
      );
      await c.call('proxyCreate', { domain: d, directory, port }, { expect: 200, what: 'set-up for a delete' });
      const r = await c.call('proxyDelete', { domain: d, directory }, { expect: 200 });
      undo.dismiss();
      absent(c, 'proxyDelete', r, 'proxies', { domain: d, directory });
      await refuse(c, 'proxyDelete', { domain: d, directory }, 404, '404 for a web app that is not there');
    },
  },
  // ------------------------------------------------ cron
  {
    operationId: 'cronAdd',
    changes: true,
    async run(c) {
      const command = `echo ${c.base}`;
      undoMatching(
        c,
        "remove the run's cron jobs",
        'cronJobs',
        (x) => String(x.command).includes(c.base),
        (x) => c.call('cronRemove', { id: x.id }, { expect: [200, 404], what: 'clean-up' }),
      );
      const r = await c.call('cronAdd', { settings: '17 3 * * *', command }, { expect: 200 });
      const job = present(c, 'cronAdd', r, 'cronJobs', { command, settings: '17 3 * * *' });
      c.state.cron = job.id;
    },
  },
  {
    operationId: 'cronModify',
    changes: true,
    needs: ['cronAdd'],
    async run(c) {
      const ids = ((await lists(c)).cronJobs as Item[]).map((j) => Number(j.id));
      await refuse(c, 'cronModify', { id: Math.max(0, ...ids) + 100_000, settings: '18 3 * * *', command: 'true' }, 404, '404 for a job that is not there');
      if (c.state.cron === undefined) throw new Skip('needs the job cronAdd makes');
      const command = `echo ${c.base}-2`;
      const r = await c.call('cronModify', { id: c.state.cron, settings: '18 3 * * *', command }, { expect: 200 });
      field(c, 'cronModify', r, 'cronJobs', { id: c.state.cron }, 'command', command);
    },
  },
  {
    operationId: 'cronRemove',
    changes: true,
    async run(c) {
      const command = `echo ${c.base}-3`;
      const undo = undoMatching(
        c,
        'remove the cron job',
        'cronJobs',
        (x) => x.command === command,
        (x) => c.call('cronRemove', { id: x.id }, { expect: [200, 404], what: 'clean-up' }),
      );
      const r = await c.call('cronAdd', { settings: '19 3 * * *', command }, { expect: 200, what: 'set-up for a remove' });
      const job = present(c, 'cronAdd', r, 'cronJobs', { command });
      const gone = await c.call('cronRemove', { id: job.id }, { expect: 200 });
      undo.dismiss();
      absent(c, 'cronRemove', gone, 'cronJobs', { id: job.id });
      await refuse(c, 'cronRemove', { id: job.id }, 404, '404 for a job that is not there');
    },
  },
];
