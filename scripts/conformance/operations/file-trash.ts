// The conformance kit's entries for the `fileTrash` extension (checked only when /account/capabilities
// advertises it: extensions.ts). They run after the file browser's entries, in a folder of their own
// (`conformance-<run>-trash` in the domain's folder), and act only on trash entries the kit made: an
// entry whose path lies below the domain's folder and starts with `conformance-<run>-` (the kit's
// other file entries' deletes land there too). The trash is emptied only in a clone (--test-control).

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context, type Entry } from '../runner.js';
import { absent, domain, present, refuse } from './helpers.js';

type Trashed = { id: string; path: string; name: string; deletedAt: string; expiresAt: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const entriesOf = (body: unknown): Trashed[] => {
  const value = (body as { entries?: unknown } | undefined)?.entries;
  return Array.isArray(value) ? (value as Trashed[]) : [];
};

/** The kit's own folder for the trash checks, made once, with the clean-up that takes it and the kit's trash entries away. */
async function trashFolder(c: Context): Promise<string> {
  if (c.options.readOnly) throw new Skip('needs files the kit writes and deletes, which --read-only does not');
  if (c.state.trashFolder) return c.state.trashFolder as string;
  domain(c);
  const parent = c.state.directory as string | undefined;
  if (!parent) throw new Skip("the domain's folder is not known");
  const own = `${parent}/${c.base}-`;
  // Runs last (newest first): the kit's entries in the trash, and only those, deleted for good.
  c.later("delete the kit's own trash entries for good", async () => {
    const r = await c.call('fileTrashList', {}, { expect: 200, what: 'clean-up: the trash' });
    for (const e of entriesOf(r.body)) {
      if (typeof e.path === 'string' && e.path.startsWith(own)) await c.call('fileTrashDelete', { id: e.id }, { expect: [200, 404], what: 'clean-up' });
    }
  });
  const folder = `${own}trash`;
  c.later(`delete the folder ${folder}`, () => c.call('fileDirectoryDelete', { directory: folder }, { expect: [200, 404], what: 'clean-up' }));
  await c.call('fileDirectoryCreate', { directory: folder }, { expect: 200, what: 'a folder for the trash checks' });
  c.state.trashFolder = folder;
  return folder;
}

/** Writes a file of the kit and deletes it (into the trash); its entry there. */
async function trashed(c: Context, file: string, contents: string): Promise<Trashed | undefined> {
  await c.call('fileFilePut', { file, contents }, { expect: 200, what: 'a file to delete' });
  await c.call('fileFileDelete', { file }, { expect: 200, what: 'a delete into the trash' });
  const r = await c.call('fileTrashList', {}, { expect: 200, what: 'the trash after a delete' });
  const entry = entriesOf(r.body).find((e) => e.path === file);
  c.expect('fileFileDelete', entry !== undefined, { status: 200, pointer: '/entries', expected: `an entry for ${file} in the trash`, what: 'success' }, r.body);
  return entry;
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

export const fileTrash: Entry[] = [
  {
    operationId: 'fileTrashList',
    changes: false,
    async run(c) {
      const r = await c.call('fileTrashList', {}, { expect: 200 });
      const list = entriesOf(r.body);
      const times = list.map((e) => Date.parse(e.deletedAt));
      c.expect(
        'fileTrashList',
        times.every((t, i) => i === 0 || times[i - 1] >= t),
        { status: 200, pointer: '/entries', expected: 'newest first', what: 'success' },
        r.body,
      );
      c.expect(
        'fileTrashList',
        list.every((e) => Date.parse(e.expiresAt) - Date.parse(e.deletedAt) === 30 * DAY_MS),
        { status: 200, pointer: '/entries', expected: 'expiresAt 30 days after deletedAt', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'fileTrashRestore',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const folder = await trashFolder(c);
      await refuse(c, 'fileTrashRestore', { id: `${c.base}-no-such-entry` }, [400, 404], '400 or 404 for an id of no entry');
      const file = `${folder}/restored.txt`;
      const first = await trashed(c, file, 'first\n');
      if (!first) return;
      const back = await c.call('fileTrashRestore', { id: first.id }, { expect: 200 });
      c.expect('fileTrashRestore', back.body?.path === file, { status: 200, pointer: '/path', expected: file, what: 'success' }, back.body);
      present(c, 'fileTrashRestore', await c.call('fileList', { directory: folder }, { expect: 200, what: 'the folder it went back to' }), 'files', {
        name: nameOf(file),
      });
      // Its place taken: it goes beside it, and the file in its place stays.
      const second = await trashed(c, file, 'second\n');
      if (!second) return;
      await c.call('fileFilePut', { file, contents: 'third\n' }, { expect: 200, what: 'a file in its place' });
      const beside = await c.call('fileTrashRestore', { id: second.id }, { expect: 200, what: 'a restore beside a taken place' });
      const to = String(beside.body?.path);
      c.expect(
        'fileTrashRestore',
        to !== file && folderOf(to) === folder,
        { status: 200, pointer: '/path', expected: `a path beside ${file}`, what: 'success' },
        beside.body,
      );
      const got = await c.call('fileFileGet', { file }, { expect: 200, what: 'the file in its place, kept' });
      c.expect(
        'fileTrashRestore',
        got.body?.file === 'third\n',
        { status: 200, pointer: '/file', expected: 'the file in its place untouched', what: 'success' },
        got.body,
      );
      await refuse(c, 'fileTrashRestore', { id: second.id }, 404, '404 for an entry restored already');
    },
  },
  {
    operationId: 'fileTrashDelete',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const folder = await trashFolder(c);
      await refuse(c, 'fileTrashDelete', { id: `${c.base}-no-such-entry` }, [400, 404], '400 or 404 for an id of no entry');
      const entry = await trashed(c, `${folder}/gone.txt`, 'gone\n');
      if (!entry) return;
      const r = await c.call('fileTrashDelete', { id: entry.id }, { expect: 200 });
      absent(c, 'fileTrashDelete', r, 'entries', { id: entry.id });
      await refuse(c, 'fileTrashDelete', { id: entry.id }, 404, '404 for an entry deleted already');
      await refuse(c, 'fileTrashRestore', { id: entry.id }, 404, '404 for restoring an entry deleted for good');
    },
  },
  {
    operationId: 'fileTrashEmpty',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      if (!c.options.testControl)
        throw new Skip("it deletes every entry of the trash for good, the customer's too; with --test-control it is tried on a clone");
      const folder = await trashFolder(c);
      await trashed(c, `${folder}/emptied.txt`, 'emptied\n');
      const r = await c.call('fileTrashEmpty', {}, { expect: 200 });
      c.expect('fileTrashEmpty', r.body?.deleted >= 1, { status: 200, pointer: '/deleted', expected: "at least 1 (the kit's file)", what: 'success' }, r.body);
      const after = await c.call('fileTrashList', {}, { expect: 200, what: 'the trash once emptied' });
      c.expect('fileTrashEmpty', entriesOf(after.body).length === 0, { status: 200, pointer: '/entries', expected: 'none', what: 'success' }, after.body);
    },
  },
];
