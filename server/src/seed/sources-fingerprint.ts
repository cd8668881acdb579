import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the fixtures' templates are made from, as a hash: every file of `fixtures/` but its
 * scenarios (laid over clones, never seeded: editing one re-seeds nothing) and of
 * `server/src/seed`, by path from the repository's root `root`. Taken from the sources whether
 * the server runs from them (tsx) or compiled (scripts/compile-server.mjs writes it into the
 * build), so a data folder seeded by one is not seeded again by the other.
 */
export function sourcesFingerprint(root: string): string {
  const hash = crypto.createHash('sha256');
  const add = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (rel === 'fixtures/scenarios') continue;
      if (entry.isDirectory()) add(file);
      else if (entry.isFile()) hash.update(`${rel}\0`).update(fs.readFileSync(file)).update('\0');
      else if (entry.isSymbolicLink()) hash.update(`${rel}\0${fs.readlinkSync(file)}\0`);
    }
  };
  add(path.join(root, 'fixtures'));
  add(path.join(root, 'server/src/seed'));
  return hash.digest('hex');
}
