// The conformance kit's entries for the `backups` extension (checked only when /account/capabilities
// advertises it: extensions.ts). A backup takes the account's space and a new one may replace the
// customer's oldest, and a restore overwrites: so a backup is made, and anything restored, only in a
// clone (--test-control), and only the kit's own file and database are restored there. Reading the
// list may make the day's backup (a host takes it then), which takes the customer's space: the list
// too is read only in the clone. Against the given account the kit sends refusals that change nothing.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, Stop, type Context, type Entry } from '../runner.js';
import { checkAttachment, domain, lists, present, refuse, type Item } from './helpers.js';

type Listed = { id: string; kind: string; takenAt: string; size: number; state: string; progress: number };

const NO_BACKUP = 'ffffffffffffffff';

const backupsOf = (body: unknown): Listed[] => {
  const value = (body as { backups?: unknown } | undefined)?.backups;
  return Array.isArray(value) ? (value as Listed[]) : [];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The list once no backup is being made (or 30 s have passed). */
async function settled(c: Context): Promise<Listed[]> {
  for (let i = 0; i < 150; i++) {
    const r = await c.call('backupList', {}, { expect: 200, what: 'the backups, until none is being made' });
    const list = backupsOf(r.body);
    if (!list.some((b) => b.state === 'making')) return list;
    await sleep(200);
  }
  throw new Skip('a backup was still being made after 30 s');
}

/** The kit's backup (made by backupCreate in a clone) holding the kit's file and database; none without --test-control. */
function kitBackup(c: Context): { id: string; file: string; database: string } {
  if (!c.options.testControl) throw new Skip('restores only what the kit made, in a backup of a clone it made (--test-control)');
  const made = c.state.backup as { id: string; file: string; database: string } | undefined;
  if (!made) throw new Skip('backupCreate made no backup');
  return made;
}

export const backups: Entry[] = [
  {
    operationId: 'backupList',
    changes: false,
    async run(c) {
      if (!c.options.testControl)
        throw new Skip("reading the list may make the day's backup, which takes the customer's space; with --test-control it is read in a clone");
      const r = await c.call('backupList', {}, { expect: 200 });
      const ready = backupsOf(r.body).filter((b) => b.state === 'ready');
      const times = ready.map((b) => Date.parse(b.takenAt));
      const expect = (ok: boolean, pointer: string, expected: string) =>
        c.expect('backupList', ok, { status: 200, pointer, expected, what: 'success' }, r.body);
      expect(
        times.every((t, i) => i === 0 || times[i - 1] >= t),
        '/backups',
        'ready backups newest first',
      );
      expect(
        backupsOf(r.body).every((b) => b.progress >= 0 && b.progress <= 100 && (b.state !== 'ready' || b.progress === 100)),
        '/backups',
        'progress from 0 to 100, 100 when ready',
      );
      expect(r.body?.used === ready.reduce((t, b) => t + b.size, 0), '/used', 'the sizes of the ready backups added up');
    },
  },
  {
    operationId: 'backupCreate',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      if (!c.options.testControl)
        throw new Skip("a backup takes the account's space and may replace the customer's oldest; with --test-control it is tried on a clone");
      domain(c);
      const folder = c.state.directory as string | undefined;
      if (!folder) throw new Skip("the domain's folder is not known");
      const file = `${folder}/${c.base}-backup.txt`;
      const name = `conformance_bk_${c.runId}`.slice(0, 40);
      c.later(`delete ${file}`, () => c.call('fileFileDelete', { file }, { expect: [200, 404], what: 'clean-up' }));
      c.later(`delete the database ${name}`, async () => {
        const found = ((await lists(c)).databases as Item[]).find((d) => String(d.name).endsWith(`_${name}`));
        if (found) await c.call('databaseDelete', { name: found.name, type: 'mysql' }, { expect: [200, 404], what: 'clean-up' });
      });
      await c.call('fileFilePut', { file, contents: 'before\n' }, { expect: 200, what: 'a file of the kit to back up' });
      const db = present(
        c,
        'backupCreate',
        await c.call('databaseCreate', { name, type: 'mysql' }, { expect: 200, what: 'a database of the kit to back up' }),
        'databases',
        {
          type: 'mysql',
        },
      );
      const before = new Set((await settled(c)).map((b) => b.id));
      const r = await c.call('backupCreate', {}, { expect: 200 });
      const started = backupsOf(r.body).find((b) => !before.has(b.id));
      c.expect(
        'backupCreate',
        started?.kind === 'onDemand',
        { status: 200, pointer: '/backups', expected: 'the new backup, onDemand', what: 'success' },
        r.body,
      );
      if (!started) return;
      const ready = (await settled(c)).find((b) => b.id === started.id);
      c.expect('backupCreate', ready?.state === 'ready', { status: 200, pointer: '/backups', expected: 'the new backup ready', what: 'success' });
      if (ready) c.state.backup = { id: ready.id, file, database: typeof db.name === 'string' ? db.name : `${c.login}_${name}` };
    },
  },
  {
    operationId: 'backupFiles',
    changes: false,
    async run(c) {
      await refuse(c, 'backupFiles', { id: NO_BACKUP, directory: '/' }, 404, '404 for an id of no backup');
      const id = (c.state.backup as { id: string } | undefined)?.id;
      if (!id) throw new Skip('reads only the backup the kit made in its clone (--test-control)');
      const root = await c.call('backupFiles', { id, directory: '/' }, { expect: 200 });
      const names = (body: unknown) => ((body as { files?: { name: string }[] })?.files ?? []).map((f) => f.name).sort();
      const up = await c.call('backupFiles', { id, directory: '/../../..' }, { expect: [200, 404], what: '".." never leaves the backup' });
      c.expect(
        'backupFiles',
        up.status === 404 || JSON.stringify(names(up.body)) === JSON.stringify(names(root.body)),
        { status: up.status, pointer: '/files', expected: "the backup's own top folder (or 404)", what: '".." never leaves the backup' },
        up.body,
      );
    },
  },
  {
    operationId: 'backupRestoreFiles',
    changes: true,
    needs: ['backupCreate'],
    async run(c) {
      await refuse(c, 'backupRestoreFiles', { id: NO_BACKUP, path: '/x', to: 'beside' }, 404, '404 for an id of no backup');
      const made = kitBackup(c);
      await refuse(c, 'backupRestoreFiles', { id: made.id, path: '/../../../etc/passwd', to: 'beside' }, 404, '404 for a path that leaves the backup');
      await c.call('fileFilePut', { file: made.file, contents: 'after\n' }, { expect: 200, what: 'the kit file changed after the backup' });
      const back = await c.call('backupRestoreFiles', { id: made.id, path: made.file, to: 'original' }, { expect: 200 });
      c.expect('backupRestoreFiles', back.body?.path === made.file, { status: 200, pointer: '/path', expected: made.file, what: 'success' }, back.body);
      const got = await c.call('fileFileGet', { file: made.file }, { expect: 200, what: 'the file restored where it was' });
      c.expect(
        'backupRestoreFiles',
        got.body?.file === 'before\n',
        { status: 200, pointer: '/file', expected: "the backup's contents", what: 'success' },
        got.body,
      );
      const beside = await c.call('backupRestoreFiles', { id: made.id, path: made.file, to: 'beside' }, { expect: 200, what: 'a restore beside' });
      const to = String(beside.body?.path);
      c.later(`delete ${to}`, () => c.call('fileFileDelete', { file: to }, { expect: [200, 404], what: 'clean-up' }));
      c.expect(
        'backupRestoreFiles',
        to !== made.file && to.slice(0, to.lastIndexOf('/')) === made.file.slice(0, made.file.lastIndexOf('/')),
        { status: 200, pointer: '/path', expected: `a path beside ${made.file}`, what: 'success' },
        beside.body,
      );
    },
  },
  {
    operationId: 'backupRestoreDatabase',
    changes: true,
    needs: ['backupCreate'],
    async run(c) {
      await refuse(c, 'backupRestoreDatabase', { id: NO_BACKUP, name: 'x', type: 'mysql' }, 404, '404 for an id of no backup');
      const made = kitBackup(c);
      await c.call('databaseDelete', { name: made.database, type: 'mysql' }, { expect: 200, what: 'the kit database deleted after the backup' });
      const r = await c.call('backupRestoreDatabase', { id: made.id, name: made.database, type: 'mysql' }, { expect: 200 });
      present(c, 'backupRestoreDatabase', r, 'databases', { name: made.database, type: 'mysql' });
    },
  },
  {
    operationId: 'backupDownload',
    changes: false,
    async run(c) {
      try {
        await c.call('backupDownload', undefined, { form: { session: c.token, id: NO_BACKUP }, expect: 404, what: '404 for an id of no backup' });
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
      const made = kitBackup(c);
      const r = await c.call('backupDownload', undefined, { form: { session: c.token, id: made.id }, expect: 200 });
      checkAttachment(c, 'backupDownload', r);
    },
  },
  {
    operationId: 'testBackup',
    changes: true,
    testControl: true,
    async run(c) {
      await refuse(c, 'testBackup', { login: `nobody${c.runId}` }, 404, '404 for an account that is not there');
      const r = await c.call('testBackup', { login: c.login, daysAgo: 1 }, { expect: 200 });
      const listed = (await settled(c)).find((b) => b.id === r.body?.id);
      c.expect('testBackup', listed !== undefined, { status: 200, pointer: '/id', expected: 'a backup the list shows', what: 'success' }, r.body);
    },
  },
];
