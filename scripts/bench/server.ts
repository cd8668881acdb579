// The bench's server: `server/src/main.ts` on the bench's data folder and port, pinned to one core.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PORT, base, dataDir, root } from './common.js';

/** Starts the server (with `env` added, e.g. PANEL_MODE) and waits until it answers. */
export async function startServer(env: Record<string, string> = {}): Promise<ChildProcess> {
  // taskset pins the server to one core, as the budget says; the load comes from this process.
  // The server runs with the young generation `npm start` gives it (1 MiB semi-spaces, see README).
  const args = [path.join(root, 'node_modules/.bin/tsx'), '--max-semi-space-size=1', path.join(root, 'server/src/main.ts')];
  const useTaskset = fs.existsSync('/usr/bin/taskset');
  const child = spawn(useTaskset ? '/usr/bin/taskset' : args[0], useTaskset ? ['-c', '0', ...args] : args.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), PANEL_DATA_DIR: dataDir, PANEL_LOG: '0', PANEL_SYNTHETIC_TRAFFIC: '0', ...env },
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
