// The conformance kit's entries for script installs.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, Stop, type Context, type Entry, type Reply } from '../runner.js';
import { type Item, refuse, present, absent, lists, undoMatching, domain, absentDomain, versionCompare, wasThere } from './helpers.js';

const sameFolder = (a: unknown, b: string) => String(a).replace(/^\/+|\/+$/g, '') === b.replace(/^\/+|\/+$/g, '');

/** The script the kit installed, in the refreshed list; never one that was there before the run. */
function found(c: Context, r: Reply, ours: (x: Item) => boolean, shown: Item): Item {
  const items = (r.body as Item | undefined)?.scripts;
  const made = Array.isArray(items) ? (items as Item[]).filter((x) => ours(x) && !wasThere(c, 'scripts', x)) : [];
  if (made.length !== 1) {
    c.fail('scriptInstall', {
      status: r.status,
      pointer: '/scripts',
      expected: `one new entry with ${JSON.stringify(shown)}`,
      got: Array.isArray(items) ? `${made.length} such new entries among ${items.length}` : 'no such list',
      what: 'the refreshed list shows the change',
    });
    throw new Stop('scriptInstall: the new script is not in the list');
  }
  return made[0];
}

export const scripts: Entry[] = [
  {
    operationId: 'scriptInstall',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const php = ((await lists(c)).domains as Item[]).find((x) => x.domain === d)?.phpVersion as string | undefined;
      const scripts = (c.session?.availableScripts ?? []) as { type: string; minPHP: string; maxPHP: string }[];
      const script = scripts.find((s) => php && versionCompare(php, s.minPHP) >= 0 && versionCompare(php, s.maxPHP) <= 0);
      const directory = `/${c.base}-app/`;
      const body = { type: script?.type ?? scripts[0]?.type ?? 'wordpress', domain: d, directory, database: null, login: 'admin', password: `${c.base}-Adm1` };
      await refuse(c, 'scriptInstall', { ...body, domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      if (!script) throw new Skip(`no available script runs on PHP ${php ?? '?'}`);
      // At clean-up: the run's scripts go, then the databases they were given (the uninstall keeps them),
      // only those absent before: the kit's script is known by everything it chose (domain, its folder, type).
      const databases = new Set<string>();
      c.later("delete the databases of the run's scripts", async () => {
        for (const name of databases) await c.call('databaseDelete', { name, type: 'mysql' }, { expect: [200, 404], what: 'clean-up' });
      });
      const before = (await lists(c)).databases as Item[];
      const newDatabase = (name: unknown) =>
        typeof name === 'string' && !before.some((x) => x.name === name) && !wasThere(c, 'databases', { name, type: 'mysql' });
      const ours = (x: Item) => x.domain === d && sameFolder(x.directory, directory) && x.type === body.type;
      c.state.scriptUndo = undoMatching(
        c,
        `uninstall the run's scripts`,
        'scripts',
        (x) => x.domain === d && String(x.directory).includes(c.base),
        (x) => {
          if (newDatabase(x.database)) databases.add(x.database as string);
          return c.call('scriptUninstall', { id: x.id }, { expect: [200, 404], what: 'clean-up' });
        },
      );
      const r = await c.call('scriptInstall', body, { expect: 200 });
      const s = c.options.plan
        ? present(c, 'scriptInstall', r, 'scripts', { domain: d, directory, type: body.type })
        : found(c, r, ours, { domain: d, directory, type: body.type });
      c.state.script = s;
      if (newDatabase(s.database)) databases.add(s.database as string);
      // A backend that wrongly installs again: the extra script goes too.
      const ifAccepted = async (reply: Reply) => {
        for (const x of (reply.body?.scripts ?? []) as Item[]) {
          if (x.domain === d && x.id !== s.id && String(x.directory).includes(c.base) && !wasThere(c, 'scripts', x))
            await c.call('scriptUninstall', { id: x.id }, { expect: [200, 404], what: 'clean-up' });
        }
      };
      await refuse(c, 'scriptInstall', body, 412, '412 for a folder that is not empty', { message: 'Directory not empty', ifAccepted });
      if (typeof s.database === 'string' && newDatabase(s.database)) {
        await refuse(c, 'scriptInstall', { ...body, directory: `/${c.base}-app2/`, database: s.database }, 412, '412 for a database another script uses', {
          message: 'Database not empty',
          ifAccepted,
        });
      }
    },
  },
  {
    operationId: 'scriptUninstall',
    changes: true,
    needs: ['scriptInstall'],
    async run(c) {
      const s = c.state.script as Item | undefined;
      if (!s) throw new Skip('needs the script scriptInstall installs');
      const r = await c.call('scriptUninstall', { id: s.id }, { expect: 200 });
      absent(c, 'scriptUninstall', r, 'scripts', { id: s.id });
      await refuse(c, 'scriptUninstall', { id: s.id }, 404, '404 for a script that is not there');
    },
  },
];
