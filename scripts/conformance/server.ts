// Our own mock backend in a child process, on a free port and a fresh data folder, as the
// end-to-end suites start it (e2e/playwright.config.ts): for the kit's step of `npm test` and tests.
// In the test mode (PANEL_MODE=test), whose only difference is the cost of password hashes (2^10
// instead of 2^14): the kit signs in and fails sign-ins dozens of times a run, each a full scrypt.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runKit } from './kit.js';
import type { KitOptions } from './runner.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface OwnServer {
  /** The API base URL, e.g. http://127.0.0.1:40123/api. */
  api: string;
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-conformance-'));
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PANEL_DATA_DIR: dataDir,
      PANEL_FIXTURES: 'demo,basic,unpaid,empty',
      PANEL_LOG: '0',
      PANEL_SYNTHETIC_TRAFFIC: '0',
      PANEL_MODE: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    }
    try {
      if ((await fetch(`${origin}/config.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error('the server was not ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { api: `${origin}/api`, origin, stop };
}

/** A JSON call to an API base URL, as the scripts' tests make them: the status and the parsed body ({} when empty). */
export async function postJson<T extends object = Record<string, unknown>>(
  base: string,
  p: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const r = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : {}) as T };
}

/**
 * The kit as the scripts' tests run it, beside other test files on a busy machine: a reply's time
 * budget (--slow-ms) of 10 s still catches a hung reply, but not a call slowed by the neighbours.
 */
export const runKitBeside = (options: KitOptions) => runKit({ slowMs: 10_000, ...options });
