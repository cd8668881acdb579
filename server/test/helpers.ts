import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { afterAll, beforeAll, inject } from 'vitest';
import { TEST_FIXTURES } from './fixtures.js';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | number | string[] | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  /** POST /api{path} with a JSON body, as the client does. Every reply is checked against the contract. */
  call<T = any>(path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Reply<T>>;
  /** Signs in and returns the session token. */
  login(login: string, password: string): Promise<string>;
  close(): Promise<void>;
  dataDir: string;
}

export const PASSWORDS: Record<string, string> = { demo: 'demo1234', basic: 'basic1234', unpaid: 'unpaid1234', empty: 'empty1234', big: 'big12345' };

/**
 * A folder for a test's data whose disk usage the test measures: the temporary folder, unless a
 * new folder takes no blocks there — a file system in memory (tmpfs) counts folders as nothing,
 * where a disk, like the hosting platform's, gives each its blocks; `npm test` keeps its temporary
 * files in memory when the machine has room, and a developer's /tmp may be one — then /var/tmp.
 */
export function blockCountingDir(prefix: string): string {
  blockCountingParent ??= [os.tmpdir(), '/var/tmp'].find(countsFolderBlocks) ?? os.tmpdir();
  return fs.mkdtempSync(path.join(blockCountingParent, prefix));
}

/** Where `blockCountingDir` makes its folders: probed once a test worker. */
let blockCountingParent: string | undefined;

const countsFolderBlocks = (parent: string) => {
  try {
    const probe = fs.mkdtempSync(path.join(parent, 'panel-blocks-'));
    const blocks = fs.lstatSync(probe).blocks;
    fs.rmdirSync(probe);
    return blocks > 0;
  } catch {
    return false;
  }
};

/**
 * A server on a fresh data folder with the small fixtures seeded (big only where a test asks for
 * it: it writes a 200 MB log). Replies that break the contract come back as 500 contractViolation.
 * `onDisk`: the data folder where folders take blocks (`blockCountingDir`), for a test that
 * measures what entries take.
 */
export async function testApp(overrides: Partial<Config> = {}, { onDisk = false } = {}): Promise<TestApp> {
  const dataDir = onDisk ? blockCountingDir('panel-test-') : fs.mkdtempSync(path.join(os.tmpdir(), 'panel-test-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      mode: 'test',
      validateReplies: true,
      logger: false,
      fixtures: [...TEST_FIXTURES],
      // An app in development mode (to test what that mode has) still keeps its logs as seeded.
      syntheticTraffic: false,
      ...overrides,
    },
  );
  // The fixtures seeded once for the run (global-setup.ts), copied: a server in milliseconds. Only
  // onto the file system they were seeded on: the usage they keep is what their entries take there.
  const seeded = inject('seededDataDir');
  if (
    seeded &&
    fs.statSync(seeded).dev === fs.statSync(dataDir).dev &&
    config.fixtures.length > 0 &&
    config.fixtures.every((f) => (TEST_FIXTURES as readonly string[]).includes(f))
  ) {
    fs.cpSync(seeded, dataDir, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  }
  const app = await buildApp(config);
  let counter = 0;
  const call = async (p: string, body: unknown = {}, token?: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${p}`,
      payload: body as object,
      // Each test call comes from its own address unless it says otherwise, so sign-in throttling
      // per address does not spill between tests.
      remoteAddress: headers['x-test-address'] ?? `127.0.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON: downloads */
    }
    if (res.statusCode === 500 && (parsed as { type?: string })?.type === 'contractViolation') {
      throw new Error((parsed as { message: string }).message);
    }
    return { status: res.statusCode, body: parsed as any, headers: res.headers };
  };
  return {
    app,
    dataDir,
    call,
    async login(login, password) {
      const r = await call('/account/login', { login, password });
      if (r.status !== 200) throw new Error(`login ${login} failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.token as string;
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app for a file's tests: started before them (then handed to `use`), closed after them. */
export function withTestApp(use: (t: TestApp) => unknown, overrides: Partial<Config> = {}, options: { onDisk?: boolean } = {}) {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(overrides, options);
    await use(t);
  });
  afterAll(() => t.close());
}

/**
 * A test app listening on a free local port for a file's tests (calls over HTTP, as a browser sends them):
 * started before them, closed after them; `use` gets the app (`t`) and its address (`base`).
 */
export function listeningTestApp(use: (server: { t: TestApp; base: string }) => void, options: { onDisk?: boolean } = {}) {
  withTestApp(async (t) => use({ t, base: await t.app.listen({ port: 0, host: '127.0.0.1' }) }), {}, options);
}
