import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { conflict, notFound } from './errors.js';

const MAX_LINK_HOPS = 40;

/**
 * Every file the panel touches goes through here. Virtual paths (`/domains/a.com/x`) are resolved
 * inside one account's home: symlinks are followed inside the sandbox only (an absolute target is
 * read from the account's `/`, `..` never climbs above it), and anything that would leave it is
 * refused as if it did not exist. Nothing here ever runs a shell.
 */
export class Sandbox {
  constructor(readonly dataDir: string) {}

  accountDir(login: string) {
    return path.join(this.dataDir, 'accounts', login);
  }
  home(login: string) {
    return path.join(this.accountDir(login), 'home');
  }
  logFile(login: string, domain: string, type: 'access' | 'error') {
    return path.join(this.accountDir(login), 'logs', domain, `${type}.log`);
  }

  /**
   * Real path of a virtual path. With `followLast: false` a link at the end is returned itself
   * (for delete, rename, chmod). With `mayBeMissing`, the last component need not exist yet.
   */
  resolve(login: string, virtualPath: string, opts: { followLast?: boolean; mayBeMissing?: boolean } = {}): string {
    const root = this.home(login);
    if (typeof virtualPath !== 'string' || virtualPath.includes('\0')) throw notFound('File or directory');
    const followLast = opts.followLast ?? true;
    const done: string[] = [];
    let pending = split(virtualPath);
    let hops = 0;
    while (pending.length) {
      const [part, ...rest] = pending;
      pending = rest;
      if (part === '.') continue;
      if (part === '..') {
        done.pop();
        continue;
      }
      const real = path.join(root, ...done, part);
      let st: fs.Stats;
      try {
        st = fs.lstatSync(real);
      } catch {
        if (pending.length === 0 && opts.mayBeMissing) {
          done.push(part);
          break;
        }
        throw notFound('File or directory');
      }
      if (st.isSymbolicLink() && (pending.length > 0 || followLast)) {
        if (++hops > MAX_LINK_HOPS) throw notFound('File or directory');
        const target = fs.readlinkSync(real);
        if (target.startsWith('/')) done.length = 0;
        pending = [...split(target), ...pending];
        continue;
      }
      if (pending.length > 0 && !st.isDirectory()) throw notFound('File or directory');
      done.push(part);
    }
    const resolved = path.join(root, ...done);
    if (!isInside(root, resolved)) throw notFound('File or directory');
    return resolved;
  }

  /** Real path of a virtual path the server built itself (no link is followed, none may escape). */
  resolveTrusted(login: string, virtualPath: string) {
    const real = path.join(this.home(login), ...split(virtualPath));
    if (!isInside(this.home(login), real)) throw notFound('File or directory');
    return real;
  }

  /**
   * Creates folders along a virtual path the server built itself. A link or a file already standing
   * on the way is never followed or replaced: 409, as the user's own entry is in the way. The
   * folders it makes are added to `created`, so a caller can undo them.
   */
  mkdirp(login: string, virtualPath: string, created: string[] = []) {
    const home = this.home(login);
    const paths = split(virtualPath).map((_, i, parts) => path.join(home, ...parts.slice(0, i + 1)));
    // Check the whole way first, so a refusal leaves nothing behind.
    for (const real of paths) {
      const st = fs.lstatSync(real, { throwIfNoEntry: false });
      if (!st) break;
      if (!st.isDirectory()) throw conflict('File or directory already exists.');
    }
    fs.mkdirSync(home, { recursive: true });
    for (const real of paths) {
      if (!fs.lstatSync(real, { throwIfNoEntry: false })) {
        fs.mkdirSync(real);
        created.push(real);
      }
    }
    const real = paths.at(-1) ?? home;
    if (!isInside(home, real)) throw notFound('File or directory');
    return real;
  }

  /** Writes a new file; an entry already there (a file, or a link to anywhere) is left alone. */
  writeNew(realPath: string, contents: string) {
    try {
      fs.writeFileSync(realPath, contents, { flag: 'wx', mode: 0o644 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }

  /** Bytes used below a real path, counting links as themselves and never following them. */
  async size(realPath: string): Promise<number> {
    let st: fs.Stats;
    try {
      st = await fsp.lstat(realPath);
    } catch {
      return 0;
    }
    if (!st.isDirectory()) return st.isFile() ? st.size : 0;
    let total = 0;
    const stack = [realPath];
    while (stack.length) {
      const dir = stack.pop()!;
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
      const sizes = await Promise.all(
        entries.map(async (e) => {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) {
            stack.push(p);
            return 0;
          }
          if (!e.isFile()) return 0;
          return (await fsp.lstat(p).catch(() => ({ size: 0 }))).size;
        }),
      );
      for (const s of sizes) total += s;
    }
    return total;
  }

  /** Removes a tree without following links (fs.rm never follows them). */
  removeTree(realPath: string) {
    fs.rmSync(realPath, { recursive: true, force: true });
  }

  removeAccount(login: string) {
    this.removeTree(this.accountDir(login));
  }
}

export function split(virtualPath: string): string[] {
  return virtualPath.split('/').filter((p) => p !== '');
}

export function isInside(root: string, candidate: string) {
  const rel = path.relative(root, candidate);
  return rel === '' || (!path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..');
}
