import type { FileEntry } from '@panel/contract';

/** The host's placeholder page a new domain's folder holds (`/domain/add` writes it). */
export const PLACEHOLDER_PAGE = 'index.html';

/**
 * What the install's target folder holds, as its listing tells: nothing (`free`, also when it does
 * not exist yet), only the host's placeholder page (`placeholder`: the install may replace it), or
 * anything else (`taken`: the install would be refused with `Directory not empty`).
 */
export type FolderContents = 'free' | 'placeholder' | 'taken';

export function folderContents(files: readonly FileEntry[]): FolderContents {
  const entries = files.filter((f) => f.name !== '.' && f.name !== '..');
  if (entries.length === 0) return 'free';
  if (entries.length === 1 && entries[0].type === 'file' && entries[0].name.toLowerCase() === PLACEHOLDER_PAGE) return 'placeholder';
  return 'taken';
}

/**
 * A subfolder of the domain's folder that is free for the script: its type (`wordpress`), else the
 * first of `wordpress-2`, `wordpress-3`… that the domain's folder does not hold.
 */
export function freeFolderName(type: string, files: readonly FileEntry[]): string {
  const base = type.toLowerCase().replace(/[^a-z0-9_-]/g, '') || 'site';
  const taken = new Set(files.map((f) => f.name.toLowerCase()));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The virtual path of the install's folder: the domain's folder, or a subfolder of it (`/blog/`). */
export function targetPath(domainDirectory: string, directory: string): string {
  const root = domainDirectory.replace(/\/+$/, '');
  return directory === '/' ? root : `${root}/${directory.replace(/^\/+|\/+$/g, '')}`;
}
