import fs from 'node:fs';
import { ruleMessage } from '@panel/contract/rules';
import { conflict } from '../errors.js';
import { at, close, diskCost, grows, hardLinked, lstatAt, missing, openDirAt, permissionDenied, type Sharing } from './fd.js';
import { measure } from './walks.js';

/** A staged entry clashes with the one of its name in the target (a folder over a file, or the reverse): 409 naming it. */
export const clash = (name: string) => conflict(ruleMessage('validation.file.renameExists'), name);

/**
 * What merging a staged tree into a folder adds: the space moved in, the space replaced, the new
 * entries. A file it would replace that has another name is refused (406) unless `sharing` says it is shared.
 */
export function planMerge(src: number, dst: number, prefix: string, sharing: Sharing): { added: number; replaced: number; entries: number } {
  const plan = { added: 0, replaced: 0, entries: 0 };
  for (const e of fs.readdirSync(at(src), { withFileTypes: true })) {
    const there = lstatAt(dst, e.name);
    const st = lstatAt(src, e.name);
    if (!st) continue;
    if (st.isDirectory()) {
      if (there && !there.isDirectory()) throw clash(prefix + e.name);
      const s = openDirAt(src, e.name);
      if (!s) throw missing();
      try {
        if (!there) {
          const below = measure(s.fd);
          plan.added += diskCost(st) + below.bytes;
          plan.entries += 1 + below.entries;
          continue;
        }
        const d = openDirAt(dst, e.name);
        if (!d) throw clash(prefix + e.name);
        try {
          const inner = planMerge(s.fd, d.fd, `${prefix}${e.name}/`, sharing);
          plan.added += inner.added;
          plan.replaced += inner.replaced;
          plan.entries += inner.entries;
        } finally {
          close(d.fd);
        }
      } finally {
        close(s.fd);
      }
    } else {
      if (there?.isDirectory()) throw clash(prefix + e.name);
      if (there && hardLinked(there, sharing)) throw permissionDenied();
      plan.added += diskCost(st);
      if (there) plan.replaced += diskCost(there);
      else plan.entries++;
    }
  }
  return plan;
}

/** Moves a staged tree into a folder, merging folders (planned with `planMerge` first); the growth of the folders merged into. */
export function mergeInto(src: number, dst: number): number {
  let inner = 0;
  const growth = grows(dst, () => {
    for (const e of fs.readdirSync(at(src), { withFileTypes: true })) {
      const there = lstatAt(dst, e.name);
      if (e.isDirectory() && there?.isDirectory()) {
        const s = openDirAt(src, e.name);
        const d = openDirAt(dst, e.name);
        try {
          if (!s || !d) throw conflict(ruleMessage('validation.file.renameExists'));
          inner += mergeInto(s.fd, d.fd);
        } finally {
          if (s) close(s.fd);
          if (d) close(d.fd);
        }
      } else {
        fs.renameSync(at(src, e.name), at(dst, e.name));
      }
    }
  });
  return growth + inner;
}
