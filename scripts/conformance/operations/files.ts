// The conformance kit's entries for files.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import path from 'node:path';
import { Skip, Stop, type Context, type Entry, type Reply } from '../runner.js';
import { refuse, present, absent, field, domain, tryStep, tarArchive, upload, filesFolder, checkAttachment } from './helpers.js';

/** A backend that wrongly accepted a call into a folder that was not there made it: the folder (named by the run) goes. */
const dropFolder = (c: Context, folder: string) => () => c.call('fileDirectoryDelete', { directory: folder }, { expect: [200, 404], what: 'clean-up' });
const undoIfAccepted = (c: Context, folder: string) => (reply: Reply) =>
  reply.status === 200 ? c.later(`delete the folder ${folder}`, dropFolder(c, folder)) : undefined;

export const files: Entry[] = [
  {
    operationId: 'fileList',
    changes: false,
    async run(c) {
      const r = await c.call('fileList', { directory: '/' }, { expect: 200, what: 'the home folder' });
      c.expect('fileList', Array.isArray(r.body?.files), { status: 200, pointer: '/files', expected: 'the listing', what: 'success' }, r.body);
      await refuse(c, 'fileList', { directory: `/${c.base}-absent` }, 404, '404 for a folder that is not there');
    },
  },
  {
    operationId: 'fileDirectoryCreate',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      domain(c);
      const parent = c.state.directory as string | undefined;
      if (!parent) throw new Skip("the domain's folder is not known");
      const name = `${c.base}-files`;
      const folder = `${parent}/${name}`;
      await refuse(c, 'fileDirectoryCreate', { directory: `${parent}/${c.base}-absent/sub` }, 404, '404 inside a folder that is not there', {
        ifAccepted: dropFolder(c, `${parent}/${c.base}-absent`),
      });
      c.state.folderUndo = c.later(`delete the folder ${folder}`, () =>
        c.call('fileDirectoryDelete', { directory: folder }, { expect: [200, 404], what: 'clean-up' }),
      );
      const r = await c.call('fileDirectoryCreate', { directory: folder }, { expect: 200 });
      field(c, 'fileDirectoryCreate', r, 'files', { name }, 'type', 'directory');
      c.state.folder = folder;
      await refuse(c, 'fileDirectoryCreate', { directory: folder }, 409, '409 for a folder that exists');
      await c.call('fileDirectoryCreate', { directory: `${folder}/sub` }, { expect: 200, what: 'a subfolder' });
    },
  },
  {
    operationId: 'fileFilePut',
    changes: true,
    needs: ['fileDirectoryCreate'],
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileFilePut', { file: `${f}-absent/a.txt`, contents: 'x' }, 404, '404 in a folder that is not there', {
        ifAccepted: dropFolder(c, `${f}-absent`),
      });
      await refuse(c, 'fileFilePut', { file: `${f}/sub`, contents: 'x' }, 406, '406 for a folder');
      const r = await c.call('fileFilePut', { file: `${f}/a.txt`, contents: `conformance ${c.runId}\n` }, { expect: 200 });
      field(c, 'fileFilePut', r, 'files', { name: 'a.txt' }, 'size', `conformance ${c.runId}\n`.length);
      await c.call('fileFilePut', { file: `${f}/b.txt`, contents: '' }, { expect: 200, what: 'an empty file' });
      c.state.file = `${f}/a.txt`;
      await refuse(c, 'fileList', { directory: `${f}/a.txt` }, 406, '406 for a file');
      await refuse(c, 'fileDirectoryDelete', { directory: `${f}/a.txt` }, 406, '406 for a file');
    },
  },
  {
    operationId: 'fileFileGet',
    changes: false,
    needs: ['fileFilePut'],
    async run(c) {
      await refuse(c, 'fileFileGet', { file: `/${c.base}-absent.txt` }, 404, '404 for a file that is not there');
      if (c.options.readOnly) throw new Skip('needs a file the kit writes, which --read-only does not');
      const f = filesFolder(c);
      await refuse(c, 'fileFileGet', { file: `${f}/sub` }, 406, '406 for a folder');
      const r = await c.call('fileFileGet', { file: `${f}/a.txt` }, { expect: 200 });
      c.expect(
        'fileFileGet',
        r.body?.file === `conformance ${c.runId}\n`,
        { status: 200, pointer: '/file', expected: 'the text fileFilePut wrote', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'fileFileDownload',
    changes: false,
    needs: ['fileFilePut'],
    async run(c) {
      if (c.options.readOnly) throw new Skip('needs a file the kit writes, which --read-only does not');
      const f = filesFolder(c);
      const form = (file: string) => ({ session: c.token, file });
      for (const [file, status, what] of [
        [`${f}/absent.txt`, 404, '404 for a file that is not there'],
        [`${f}/sub`, 406, '406 for a folder'],
      ] as const) {
        try {
          await c.call('fileFileDownload', undefined, { form: form(file), expect: status, what });
        } catch (error) {
          if (!(error instanceof Stop)) throw error;
        }
      }
      const r = await c.call('fileFileDownload', undefined, { form: form(`${f}/a.txt`), expect: 200 });
      checkAttachment(c, 'fileFileDownload', r);
      c.expect('fileFileDownload', r.text === `conformance ${c.runId}\n`, {
        status: 200,
        pointer: '',
        expected: 'the bytes fileFilePut wrote',
        got: `${r.text.length} bytes of something else`,
        what: 'success',
      });
    },
  },
  {
    operationId: 'fileChmod',
    changes: true,
    needs: ['fileFilePut'],
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileChmod', { file: `${f}/absent.txt`, chmod: '0600' }, 404, '404 for a file that is not there');
      const r = await c.call('fileChmod', { file: `${f}/a.txt`, chmod: '0600' }, { expect: 200 });
      field(c, 'fileChmod', r, 'files', { name: 'a.txt' }, 'permissions', '-rw-------');
    },
  },
  {
    operationId: 'fileMove',
    changes: true,
    needs: ['fileFilePut'],
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileMove', { from: `${f}/absent.txt`, to: `${f}/d.txt` }, 404, '404 for a file that is not there');
      const r = await c.call('fileMove', { from: `${f}/a.txt`, to: `${f}/c.txt` }, { expect: 200 });
      present(c, 'fileMove', r, 'files', { name: 'c.txt' });
      absent(c, 'fileMove', r, 'files', { name: 'a.txt' });
      await refuse(c, 'fileMove', { from: `${f}/b.txt`, to: `${f}/c.txt` }, 409, '409 for a name that is taken');
    },
  },
  {
    operationId: 'fileLinkCreate',
    changes: true,
    needs: ['fileMove'],
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileLinkCreate', { name: 'nowhere', directory: f, destination: `${c.base}-nowhere` }, 404, '404 for a destination that is not there');
      const r = await c.call('fileLinkCreate', { name: 'link', directory: f, destination: 'c.txt' }, { expect: 200 });
      field(c, 'fileLinkCreate', r, 'files', { name: 'link' }, 'type', 'link');
      await refuse(c, 'fileLinkCreate', { name: 'link', directory: f, destination: 'c.txt' }, 409, '409 for a name that is taken');
    },
  },
  {
    operationId: 'fileFileUpload',
    changes: true,
    needs: ['fileDirectoryCreate'],
    async run(c) {
      const f = filesFolder(c);
      const r = await c.call('fileFileUpload', undefined, { multipart: upload(f, [{ name: 'up.txt', data: 'uploaded\n' }]), expect: 200 });
      field(c, 'fileFileUpload', r, 'files', { name: 'up.txt' }, 'size', 9);
      try {
        await c.call('fileFileUpload', undefined, {
          multipart: upload(`${f}-absent`, [{ name: 'up.txt', data: 'x' }]),
          expect: 404,
          what: '404 for a folder that is not there',
          onUnexpected: undoIfAccepted(c, `${f}-absent`),
        });
        await c.call('fileFileUpload', undefined, { multipart: upload(f, [{ name: 'sub', data: 'x' }]), expect: 409, what: '409 for the name of a folder' });
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
    },
  },
  {
    operationId: 'fileZipUpload',
    changes: true,
    needs: ['fileDirectoryCreate'],
    async run(c) {
      const f = filesFolder(c);
      const archive = tarArchive([{ name: 'unpacked/' }, { name: 'unpacked/inner.txt', text: 'inner\n' }]);
      const r = await c.call('fileZipUpload', undefined, { multipart: upload(f, [{ name: `${c.base}.tar`, data: archive }]), expect: 200 });
      field(c, 'fileZipUpload', r, 'files', { name: 'unpacked' }, 'type', 'directory');
      await tryStep(() =>
        c.call('fileZipUpload', undefined, {
          multipart: upload(f, [{ name: 'broken.zip', data: 'not an archive' }]),
          expect: 406,
          what: '406 for an archive that cannot be read',
        }),
      );
      await tryStep(() =>
        c.call('fileZipUpload', undefined, {
          multipart: upload(`${f}-absent`, [{ name: 'a.tar', data: archive }]),
          expect: 404,
          what: '404 for a folder that is not there',
          onUnexpected: undoIfAccepted(c, `${f}-absent`),
        }),
      );
    },
  },
  {
    operationId: 'fileFileDelete',
    changes: true,
    needs: ['fileFilePut'],
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileFileDelete', { file: `${f}/sub` }, 406, '406 for a folder');
      const r = await c.call('fileFileDelete', { file: `${f}/b.txt` }, { expect: 200 });
      absent(c, 'fileFileDelete', r, 'files', { name: 'b.txt' });
      await refuse(c, 'fileFileDelete', { file: `${f}/b.txt` }, 404, '404 for a file that is not there');
    },
  },
  {
    operationId: 'fileDirectoryDelete',
    changes: true,
    needs: ['fileDirectoryCreate'],
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileDirectoryDelete', { directory: `${f}/absent` }, 404, '404 for a folder that is not there');
      const r = await c.call('fileDirectoryDelete', { directory: f }, { expect: 200 });
      (c.state.folderUndo as { dismiss(): void }).dismiss();
      absent(c, 'fileDirectoryDelete', r, 'files', { name: path.posix.basename(f) });
      c.state.folder = undefined;
    },
  },
];
