import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { inject } from 'vitest';
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
 * A server on a fresh data folder with the small fixtures seeded (big only where a test asks for
 * it: it writes a 200 MB log). Replies that break the contract come back as 500 contractViolation.
 */
export async function testApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-test-'));
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
  // The fixtures seeded once for the run (global-setup.ts), copied: a server in milliseconds.
  const seeded = inject('seededDataDir');
  if (seeded && config.fixtures.length > 0 && config.fixtures.every((f) => (TEST_FIXTURES as readonly string[]).includes(f))) {
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
