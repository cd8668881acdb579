// The bench's server: the server compiled as `npm start` runs it, on the bench's data folder and
// port, pinned to one core.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { SERVER_BUILD, compileServer, serverCommand } from '../compile-server.mjs';
import { PORT, base, dataDir, root } from './common.js';

/**
 * The server compiled once per bench, into a folder of its own in the repository (where Node finds
 * its packages; git ignores it), so a server `npm start` runs keeps its build.
 */
let compiled: Promise<string> | undefined;
function compiledServer() {
  compiled ??= (async () => {
    const out = `${SERVER_BUILD}.bench-${process.pid}`;
    process.once('exit', () => fs.rmSync(out, { recursive: true, force: true }));
    await compileServer(out);
    return out;
  })();
  return compiled;
}

/** Starts the server (with `env` added, e.g. PANEL_MODE) and waits until it answers. */
export async function startServer(env: Record<string, string> = {}): Promise<ChildProcess> {
  // taskset pins the server to one core, as the budget says; the load comes from this process.
  // The server runs as `npm start` runs it: compiled, with its young generation (README).
  const command = serverCommand(await compiledServer(), {
    ...process.env,
    PORT: String(PORT),
    PANEL_DATA_DIR: dataDir,
    PANEL_LOG: '0',
    PANEL_SYNTHETIC_TRAFFIC: '0',
    ...env,
  });
  const useTaskset = fs.existsSync('/usr/bin/taskset');
  const child = spawn(useTaskset ? '/usr/bin/taskset' : process.execPath, useTaskset ? ['-c', '0', process.execPath, ...command.args] : command.args, {
    cwd: root,
    env: command.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/config.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() - started > 300_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`server up in ${((Date.now() - started) / 1000).toFixed(1)} s (first run seeds the big fixture)`);
  return child;
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The server's child processes now (its background work: deleting a removed clone, laying spares). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/**
 * Waits (three minutes at most) until the server's background work is done: a step before, a bulk
 * delete in a clone of big, leaves some 30,000 entries to delete when the clone is removed, and a
 * server just started lays its spares. The browser's figures are the client's and a sign-in's, not
 * those of the bench's own leftovers sharing the two cores. Says how long it waited.
 */
export async function backgroundDone(server: ChildProcess) {
  if (server.pid === undefined || !fs.existsSync('/proc')) return;
  const started = Date.now();
  // A call's background work starts just after its reply (the next turn of the server's loop): done
  // means no child for a whole second.
  let idleSince = started;
  while (Date.now() - idleSince < 1000 && Date.now() - started < 180_000) {
    await new Promise((r) => setTimeout(r, 100));
    if (childrenOf(server.pid).length > 0) idleSince = Date.now();
  }
  const busy = idleSince - started;
  if (busy > 0) console.log(`(waited ${(busy / 1000).toFixed(1)} s for the server's background work to end)`);
  await machineIdle();
}

/** The cores' busy and total time so far (the first line of /proc/stat), in clock ticks. */
function cpuTicks(): { busy: number; total: number } {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

/**
 * Writes what the kernel still holds (a removed clone's tens of thousands of files) to the disk, then
 * waits (a minute at most) until the machine has been idle for a second: under 10 % of its cores busy
 * over each half second. Says how long it waited.
 */
async function machineIdle() {
  spawnSync('sync');
  const started = Date.now();
  let quiet = 0;
  let last = cpuTicks();
  while (quiet < 2 && Date.now() - started < 60_000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks();
    quiet = (now.busy - last.busy) / Math.max(1, now.total - last.total) < 0.1 ? quiet + 1 : 0;
    last = now;
  }
  const waited = Date.now() - started;
  if (waited > 1500) console.log(`(waited ${(waited / 1000).toFixed(1)} s for the machine to be idle)`);
}
