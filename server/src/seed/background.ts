import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

/*
 * The seeding's work in the background — deleting discarded folders (`rm`), laying spares
 * (lay-spare.ts) — runs in child processes at the lowest priority, so it never holds the event loop.
 * Priority is not enough: their tens of thousands of file-system changes (a clone of big is 22,000
 * entries to delete, a spare as many to make) share the file system's journal with the server's
 * own writes, and a reset made while they ran took 0.9-2.0 s instead of 0.2 (its rows written to
 * the database three to five times slower; in process, children stopped or not, alternately). So
 * the children are stopped (SIGSTOP) while a clone, a removal or a reset runs — synchronous work,
 * a few hundred milliseconds — and continued (SIGCONT) when it ends; a child started meanwhile
 * waits for the end too. They are continued when this process exits.
 */

const children = new Set<ChildProcess>();
/** Calls running whose work the children wait for (nested: a reset clones). */
let holding = 0;

const signal = (child: ChildProcess, sig: NodeJS.Signals) => {
  // Only a child not yet reaped: its pid is still its own.
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(child.pid, sig);
  } catch {
    /* gone meanwhile */
  }
};

/**
 * Starts `command` detached from this process (it may outlive it), its output ignored, at the
 * lowest priority, stopped while a call holds the background. Throws when it cannot start.
 */
export function runInBackground(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  if (child.pid !== undefined) {
    children.add(child);
    child.once('exit', () => children.delete(child));
    try {
      os.setPriority(child.pid, 19);
    } catch {
      /* gone already */
    }
    if (holding > 0) signal(child, 'SIGSTOP');
  }
  child.unref();
  return child;
}

/** Runs synchronous `work` with the background children stopped. */
export function holdingBackground<T>(work: () => T): T {
  if (holding++ === 0) for (const child of children) signal(child, 'SIGSTOP');
  try {
    return work();
  } finally {
    if (--holding === 0) for (const child of children) signal(child, 'SIGCONT');
  }
}

// A child stopped as this process ends (an exception within held work) would stay stopped.
process.once('exit', () => {
  for (const child of children) signal(child, 'SIGCONT');
});
