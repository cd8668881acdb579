import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The child process that lays spares (spares.ts): for each slot still missing, the template's
 * folders made, its files and logs linked into `<slot>.laying-<pid>-<hex>`, then renamed to the
 * slot, ready; slots taken meanwhile are laid again. Run as `node lay-spare.js <home> <logs>
 * <slot>…`, at the lowest priority, only for a home large enough to be linked (the parent knows its
 * files: reading the tree here again took longer than laying a spare's folders). It exits 0 when
 * laid, 1 when laying failed (what it laid is removed).
 */

/** Makes `to` a copy of the folder `from` whose files are hard links to its files (links kept as written). */
function lay(from: string, to: string) {
  fs.mkdirSync(to, { mode: fs.statSync(from).mode & 0o777 });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const s = path.join(from, e.name);
    const t = path.join(to, e.name);
    if (e.isDirectory()) lay(s, t);
    else if (e.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(s), t);
    else if (e.isFile()) fs.linkSync(s, t);
  }
}

const [home, logs, ...slots] = process.argv.slice(2);
// A slot taken while others were laid is laid again (calls in a row each take one), up to twice
// the slots in all, so a child never runs on while something keeps taking them.
let budget = slots.length * 2;
for (let missing = slots; missing.length > 0 && budget > 0; missing = slots.filter((slot) => !fs.existsSync(slot))) {
  for (const slot of missing) {
    if (budget-- <= 0 || fs.existsSync(slot)) continue;
    const laid = `${slot}.laying-${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
    try {
      fs.mkdirSync(laid, { recursive: true });
      lay(home, path.join(laid, 'home'));
      if (fs.existsSync(logs)) lay(logs, path.join(laid, 'logs'));
      fs.renameSync(laid, slot);
    } catch {
      fs.rmSync(laid, { recursive: true, force: true });
      process.exitCode = 1;
    }
  }
}
