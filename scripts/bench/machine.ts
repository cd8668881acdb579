// How many cores the machine gives at once, measured: the budgets are a 2-core machine's, and a
// virtual machine may be given less than it has (its host busy), or a process pinned to fewer
// (`taskset`), neither of which a load figure shows. The keepalive's load runs on one core beside
// the server on the other, and a sign-in's page beside its server; on a machine giving one core at a
// time both are measured on half a machine.
import { Worker } from 'node:worker_threads';
import { median, record } from './common.js';

/**
 * Threads measured together: the budgets' machine has two cores. Not the cores this process may use
 * (`os.availableParallelism()` follows its affinity): a shell pinned to one core would then read 1.0 of 1.
 */
const CORES = 2;

/** The same fixed work in each thread: some 100 ms of arithmetic, nothing shared. */
const WORK = `
const { parentPort } = require('node:worker_threads');
parentPort.once('message', () => {
  let x = 0;
  for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003;
  parentPort.postMessage(x);
});
`;

/** Milliseconds for `threads` threads, started together, to each do the work once. */
async function timed(threads: number): Promise<number> {
  const workers = Array.from({ length: threads }, () => new Worker(WORK, { eval: true }));
  try {
    // Every thread started (and compiled) before the clock does.
    await Promise.all(workers.map((w) => new Promise((resolve) => w.once('online', resolve))));
    const started = performance.now();
    await Promise.all(
      workers.map((w) => {
        const done = new Promise((resolve) => w.once('message', resolve));
        w.postMessage('go');
        return done;
      }),
    );
    return performance.now() - started;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Cores given at once to CORES threads: CORES × (one thread's time) / (their time together), the median of three. */
export async function coresAtOnce(): Promise<number> {
  const rounds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const one = await timed(1);
    const all = await timed(CORES);
    rounds.push((CORES * one) / all);
  }
  return Math.min(CORES, median(rounds));
}

/** A line of the bench saying what the machine gives at once when (`when`) the figures after it are taken. */
export async function recordCores(when: string) {
  const cores = await coresAtOnce();
  record(
    `cores the machine gives at once, ${when}`,
    `${cores.toFixed(1)} of ${CORES}${cores < CORES - 0.3 ? ': fewer at once than the budgets assume (a busy host, or this process pinned to one core); the figures are not those of a quiet 2-core machine' : ''}`,
    '—',
    null,
  );
}
