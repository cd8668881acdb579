// The keepalive measure of `npm run bench`: /keepalive for demo on a server in production mode (one
// core), and beside it Stoplight Prism mocking the same contract on one core, under the same load in
// the same run, with the ratio of the two rates; then the bench's own server (test control on) alone.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Session } from '@panel/contract';
import { base, median, post, record, root } from './common.js';
import { ensureTools, toolPath } from './tools.js';

/**
 * Installed on demand into .bench-tools (./tools.ts), never one of the project's packages: the
 * newest Prism that runs on Node 20 (5.15 and later need Node 24).
 */
const PRISM = '@stoplight/prism-cli@5.14.2';
const ROUNDS = 3;
const SECONDS = 5;

/** One measure: the same settings for both servers, whatever they are. */
async function rate(url: string, token: string): Promise<number> {
  const r = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
    connections: 20,
    duration: SECONDS,
  });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} failed replies, ${r.errors} errors`);
  return r.requests.average;
}

/**
 * The load (autocannon, in this process) runs on the other core than the servers (pinned to core
 * 0), every thread of it, so the client never takes the measured server's time; afterwards the
 * process gets back the cores it had. Without taskset, nothing changes.
 */
function pinLoad(): () => void {
  const taskset = '/usr/bin/taskset';
  if (!fs.existsSync(taskset)) return () => undefined;
  const had = /:\s*([0-9a-f]+)\s*$/i.exec(spawnSync(taskset, ['-p', String(process.pid)], { encoding: 'utf8' }).stdout ?? '')?.[1];
  const pinned = spawnSync(taskset, ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' }).status === 0;
  return () => {
    if (pinned && had) spawnSync(taskset, ['-a', '-p', had, String(process.pid)], { stdio: 'ignore' });
  };
}

/** Prism's command, installed into .bench-tools on the first run; or why it cannot be had. */
function prismBin(): { bin: string } | { missing: string } {
  const found = ensureTools([PRISM]);
  return found.ok ? { bin: toolPath('.bin/prism') } : { missing: found.missing };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `prism mock contract/openapi.yaml`, pinned to one core as the bench's server is, once it answers. */
async function startPrism(bin: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const args = [bin, 'mock', '-h', '127.0.0.1', '-p', String(port), '-v', 'silent', path.join(root, 'contract/openapi.yaml')];
  const useTaskset = fs.existsSync('/usr/bin/taskset');
  const child = spawn(useTaskset ? '/usr/bin/taskset' : args[0], useTaskset ? ['-c', '0', ...args] : args.slice(1), { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/keepalive`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}`);
    try {
      const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, body: '{}' });
      if (r.ok) return { child, url };
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 60_000) throw new Error('prism did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Both servers measured in turns (ours, Prism, ours, …) so a disturbance of the machine falls on
 * both; each figure is the median of its rounds. Without Prism, ours alone, and the line says why.
 * The budget is the API's as deployed (`production`: no test control); the bench's own server, with
 * test control on (its faults, journal and clock hooks on every call), is measured alone, a figure to track.
 */
export async function benchKeepalive(mode: 'production' | 'test control') {
  const { token } = await post<Session>('/account/login', { login: 'demo', password: 'demo1234' });
  const ours = `${base}/api/keepalive`;
  if (mode === 'test control') {
    const unpin = pinLoad();
    const rates: number[] = [];
    try {
      for (let i = 0; i <= ROUNDS; i++) rates.push(await rate(ours, token));
    } finally {
      unpin();
    }
    // The first round warms the server up, as below.
    return record("/keepalive for demo with test control on (the bench's server, median of 3)", `${Math.round(median(rates.slice(1)))} requests/s`, '—', null);
  }
  const found = prismBin();
  let prism: { child: ChildProcess; url: string } | undefined;
  let missing = 'missing' in found ? found.missing : undefined;
  let child: ChildProcess | undefined;
  if ('bin' in found) {
    try {
      prism = await startPrism(found.bin);
      child = prism.child;
    } catch (error) {
      missing = `Prism did not start: ${(error as Error).message}`;
    }
  }
  try {
    const rates: { ours: number[]; prism: number[] } = { ours: [], prism: [] };
    const unpin = pinLoad();
    try {
      // Prism failing a round (connection errors on a loaded machine) leaves it out, saying why: ours is still measured.
      const prismRate = async () => {
        if (!prism) return;
        try {
          rates.prism.push(await rate(prism.url, token));
        } catch (error) {
          missing = `Prism failed: ${(error as Error).message}`;
          prism = undefined;
        }
      };
      await rate(ours, token);
      await prismRate();
      rates.prism.length = 0;
      for (let i = 0; i < ROUNDS; i++) {
        rates.ours.push(await rate(ours, token));
        await prismRate();
      }
    } finally {
      unpin();
    }
    const ourRate = median(rates.ours);
    record(
      '/keepalive for demo (production mode, server on one core, median of 3)',
      `${Math.round(ourRate)} requests/s`,
      '≥ 10,000 requests/s',
      ourRate >= 10_000,
    );
    if (!prism || rates.prism.length < ROUNDS)
      return record('/keepalive against Stoplight Prism on the same contract', `not measured: ${missing}`, '≥ 10×', null);
    const prismRate = median(rates.prism);
    record(`Stoplight Prism (${PRISM.split('@').at(-1)}) mocking contract/openapi.yaml, same load, one core`, `${Math.round(prismRate)} requests/s`, '—', null);
    const ratio = ourRate / prismRate;
    record('/keepalive against Stoplight Prism on the same contract', `${ratio.toFixed(1)}×`, '≥ 10×', ratio >= 10);
  } finally {
    if (child) await stop(child);
  }
}
