import fs from 'node:fs';
import path from 'node:path';
import type { AccountRow } from '../lib/accounts.js';

/**
 * Homes of at least this many files are cloned copy-on-write: their files hard-linked to the
 * template's, which the sandbox replaces by a copy before any change (sandbox/cow.ts). Copying
 * `big`'s 12,000 files was most of a clone's time; a small home is copied, which costs nothing
 * and leaves its files independent even of writes made past the panel. Tests lower it.
 */
export const cloning = { linkFromFiles: 1000 };

/** A template's folder as read once: folders (parents first), files and links, by relative path. */
export interface Tree {
  dirs: { rel: string; mode: number }[];
  files: { rel: string; mode: number; atime: Date; mtime: Date }[];
  links: { rel: string; target: string }[];
}

/** Trees of templates' folders, by path: a template is never written, so it is read once per process (per template account). */
const trees = new Map<string, { id: number; tree: Tree }>();

export function treeOf(template: AccountRow, root: string): Tree {
  const known = trees.get(root);
  if (known?.id === template.id) return known.tree;
  const tree: Tree = { dirs: [], files: [], links: [] };
  const read = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        tree.dirs.push({ rel: r, mode: fs.statSync(path.join(root, r)).mode & 0o777 });
        read(r);
      } else if (entry.isSymbolicLink()) tree.links.push({ rel: r, target: fs.readlinkSync(path.join(root, r)) });
      else if (entry.isFile()) {
        const { mode, atime, mtime } = fs.statSync(path.join(root, r));
        tree.files.push({ rel: r, mode: mode & 0o777, atime, mtime });
      }
    }
  };
  if (fs.existsSync(root)) read('');
  trees.set(root, { id: template.id, tree });
  return tree;
}

/**
 * Lays a template's folder at `to` (which must not exist): folders made, links written as they
 * are, files hard-linked (`link`) or copied with their mode and times.
 */
export function cloneTree(tree: Tree, from: string, to: string, link: boolean) {
  fs.mkdirSync(to, { mode: fs.statSync(from).mode & 0o777 });
  for (const d of tree.dirs) fs.mkdirSync(`${to}/${d.rel}`, { mode: d.mode });
  for (const l of tree.links) fs.symlinkSync(l.target, `${to}/${l.rel}`);
  for (const f of tree.files) {
    if (link) {
      fs.linkSync(`${from}/${f.rel}`, `${to}/${f.rel}`);
    } else {
      // copyFile gives the copy the source's mode (libuv's fchmod); the times are set here.
      fs.copyFileSync(`${from}/${f.rel}`, `${to}/${f.rel}`);
      fs.utimesSync(`${to}/${f.rel}`, f.atime, f.mtime);
    }
  }
}
