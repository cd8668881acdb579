import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { at, close, code, fileError, lstatAt, missing, openDirAt, openDirPath, type Handle } from './fd.js';
import { liveStages, Stage } from './stage.js';
import { removeQuietly } from './walks.js';

// The account's staging folder, `accounts/<login>/staging`: a stage of its own for each call that
// builds something there (what a stage holds and commits: stage.ts), stale ones swept.
export type { CommitTarget, Stage } from './stage.js';

/** A staging folder left by a call that is no longer running is swept after this long. */
const STALE_STAGE_MS = 60 * 60 * 1000;

/**
 * A new folder of its own in the staging folder of the account folder `accountDir` (a real path
 * the server built), held open (see `Stage`). Staging folders no call of this process holds and
 * older than an hour are swept on the way.
 */
export function openStage(accountDir: string, kind: string): Stage {
  const account = openDirPath(accountDir);
  let staging: Handle | undefined;
  try {
    try {
      fs.mkdirSync(at(account.fd, 'staging'), 0o700);
    } catch (e) {
      if (code(e) !== 'EEXIST') throw fileError(e);
    }
    staging = openDirAt(account.fd, 'staging');
  } finally {
    close(account.fd);
  }
  if (!staging) throw missing();
  try {
    const old = Date.now() - STALE_STAGE_MS;
    for (const name of fs.readdirSync(at(staging.fd))) {
      if (liveStages.has(name)) continue;
      const st = lstatAt(staging.fd, name);
      if (st && st.mtimeMs < old) removeQuietly(staging.fd, name);
    }
    for (;;) {
      const name = `${kind}-${randomBytes(8).toString('hex')}`;
      try {
        fs.mkdirSync(at(staging.fd, name), 0o700);
      } catch (e) {
        if (code(e) === 'EEXIST') continue;
        throw fileError(e);
      }
      const dir = openDirAt(staging.fd, name);
      if (!dir) throw missing();
      liveStages.add(name);
      return new Stage(staging, name, dir);
    }
  } catch (e) {
    close(staging.fd);
    throw e;
  }
}
