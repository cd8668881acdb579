import fs from 'node:fs';
import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { homePath, lists, multipartPost, type Part } from './util.js';

/**
 * What the upload and archive tests share: the calls a browser makes (multipart over HTTP, to a
 * listening server) and the measures they check — the space taken, what is left in staging, the
 * account's usage.
 */

export const SITE = '/domains/example.com/public_html';

/** The space entries take on disk, as the panel counts it: their blocks (what `du` counts). */
export const du = (...paths: string[]) => paths.reduce((sum, p) => sum + fs.lstatSync(p).blocks * 512, 0);

/** The calls and measures for the server the test file started (read when each is called). */
export function uploadCalls(server: () => { t: TestApp; base: string }) {
  const post = (p: string, token: string | undefined, directory: string | undefined, files: Part[], extra?: [string, string][]) =>
    multipartPost(server().base, p, token, directory, files, extra);
  const upload = (token: string | undefined, directory: string | undefined, files: Part[], extra?: [string, string][]) =>
    post('/file/file/upload', token, directory, files, extra);
  const archive = (token: string, directory: string, name: string, data: Buffer) => post('/file/zip/upload', token, directory, [{ name, data }]);

  /** What is left in an account's staging folder (beside its home). */
  const staged = (login: string) => {
    const dir = homePath(server().t, login, '/', '../staging');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  async function usage(token: string) {
    const l = await lists(server().t, token);
    return { user: l.user.diskUsed as number, site: l.domains.find((d: { domain: string }) => d.domain === 'example.com').diskUsed as number };
  }

  async function expectUsageTrue(token: string) {
    const before = await usage(token);
    const synced = await server().t.call('/account/sync', {}, token);
    expect(synced.body.user.diskUsed).toBe(before.user);
  }

  /** Leaves the account this many bytes of free space. */
  async function leaveFree(login: string, token: string, bytes: number) {
    const { t } = server();
    const used = (await lists(t, token)).user.diskUsed;
    t.app.panel.db.prepare('UPDATE accounts SET disk_limit = ? WHERE login = ?').run(used + bytes, login);
  }

  return { post, upload, archive, staged, usage, expectUsageTrue, leaveFree };
}
