import { ACCOUNT_LIST_KEYS } from '@panel/contract';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import type { Reply, TestApp } from './helpers.js';

/** The keys of every "refreshed lists" reply (contract AccountLists). */
export const LIST_KEYS = ACCOUNT_LIST_KEYS;

/** What the sign-in reply carries on top of the lists. */
export const SESSION_KEYS = ['token', 'login', 'locale', 'package', 'connector', 'phpVersions', 'availableScripts', 'upsell'] as const;

export const PLATFORM = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'fixtures/platform.json'), 'utf8'));
export const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'fixtures/accounts', `${name}.json`), 'utf8'));
export const NEWEST_PHP: string = PLATFORM.phpVersions[PLATFORM.phpVersions.length - 1];

/** Real path inside an account's sandbox home (`/` of the file browser). */
export const homePath = (t: TestApp, login: string, ...virtual: string[]) =>
  path.join(t.dataDir, 'accounts', login, 'home', ...virtual.flatMap((v) => v.split('/')).filter(Boolean));

export const logPath = (t: TestApp, login: string, domain: string, type: 'access' | 'error') =>
  path.join(t.dataDir, 'accounts', login, 'logs', domain, `${type}.log`);

/** A fresh isolated copy of a fixture (own rows, own sandbox), signed in; `capabilities` as `/__test/account` takes them. */
export async function cloneAccount(t: TestApp, fixtureName = 'demo', login?: string, capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: fixtureName, ...(login && { login }), ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { login: l, password } = r.body as { login: string; password: string };
  return { login: l, password, token: await t.login(l, password) };
}

/** Sets (or with null clears) the virtual time of one login, or of everyone without a login. */
export async function setClock(t: TestApp, login: string | undefined, now: Date | string | null) {
  const iso = now instanceof Date ? now.toISOString() : now;
  const r = await t.call('/__test/clock', login === undefined ? { now: iso } : { login, now: iso });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** A form post, as the browser sends the download forms. */
export async function formPost(t: TestApp, p: string, fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${p}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  let body: any = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* a download */
  }
  return { status: res.statusCode, body, raw: res.rawPayload, headers: res.headers };
}

/** The account lists as keepalive shows them. */
export async function lists(t: TestApp, token: string) {
  const r = await t.call('/keepalive', {}, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** Sum of the sizes of the regular files below a real folder (links not followed). */
export function treeSize(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += treeSize(p);
    else if (e.isFile()) total += fs.statSync(p).size;
  }
  return total;
}

/**
 * The space an entry and everything below it take on disk, as the panel counts usage: the blocks
 * `stat` reports (what `du` counts) of files, folders and links alike, links not followed.
 */
export function diskUse(p: string): number {
  const st = fs.lstatSync(p);
  let total = st.blocks * 512;
  if (st.isDirectory()) for (const name of fs.readdirSync(p)) total += diskUse(path.join(p, name));
  return total;
}

/** An error reply as the contract shapes it: only type, message and maybe field, and no internals. */
export function expectCleanError(r: Reply | { status: number; body: any }) {
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(typeof r.body, `body of ${r.status}`).toBe('object');
  expect(
    Object.keys(r.body).every((k) => ['type', 'message', 'field'].includes(k)),
    JSON.stringify(r.body),
  ).toBe(true);
  expect(typeof r.body.type).toBe('string');
  expect(typeof r.body.message).toBe('string');
  expectNoInternals(r.body);
}

/** No stack frame, source file or server path in a reply body. */
export function expectNoInternals(body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  expect(text).not.toMatch(/\bat [^ ]+ \(|\n\s+at |node_modules|\.(ts|js|mjs|cjs):\d+|\/(work|home|usr|var|opt)\/|panel-test-|[A-Z]:\\\\|stack/i);
  expect(text).not.toContain(ROOT_DIR);
}

/** One file of a multipart upload. */
export interface Part {
  name: string;
  data: Buffer | string;
}

/**
 * A multipart POST to a listening server at `base`, as a browser sends uploads: the `directory`
 * field (unless undefined), the `extra` fields, then one `files[]` part per file.
 */
export async function multipartPost(
  base: string,
  p: string,
  token: string | undefined,
  directory: string | undefined,
  files: Part[],
  extra: [string, string][] = [],
) {
  const form = new FormData();
  if (directory !== undefined) form.append('directory', directory);
  for (const [k, v] of extra) form.append(k, v);
  for (const f of files) form.append('files[]', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  const res = await fetch(`${base}/api${p}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (res.status === 500 && body?.type === 'contractViolation') throw new Error(body.message);
  return { status: res.status, body };
}

/** Every entry below a real folder, as relative paths (links not followed). */
export function tree(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    out.push(`${prefix}${e.name}${e.isDirectory() ? '/' : ''}`);
    if (e.isDirectory()) out.push(...tree(`${dir}/${e.name}`, `${prefix}${e.name}/`));
  }
  return out;
}
