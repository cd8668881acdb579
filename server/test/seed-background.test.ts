import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { holdingBackground, runInBackground } from '../src/seed/background.js';

/** A process's state letter (`T` stopped, `S` sleeping), from /proc. */
const state = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '')[0];
const settle = () => new Promise((r) => setTimeout(r, 50));

describe.runIf(fs.existsSync('/proc/self/stat'))('the seeding background children', () => {
  it('are stopped while a call holds the background, started ones too, and go on at its end', async () => {
    const before = runInBackground('sleep', ['5']);
    let during: ReturnType<typeof runInBackground> | undefined;
    try {
      await settle();
      const seen = holdingBackground(() => {
        during = runInBackground('sleep', ['5']);
        // Nested holding (a reset clones) releases nothing.
        holdingBackground(() => undefined);
        // A signal reaches a process as it next runs: waited for here, since held work is synchronous.
        const until = Date.now() + 2000;
        while ((state(before.pid!) !== 'T' || state(during.pid!) !== 'T') && Date.now() < until);
        return [state(before.pid!), state(during.pid!)];
      });
      expect(seen).toEqual(['T', 'T']);
      await settle();
      expect(state(before.pid!)).not.toBe('T');
      expect(state(during!.pid!)).not.toBe('T');
    } finally {
      before.kill();
      during?.kill();
    }
  });
});
