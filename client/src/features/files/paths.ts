import type { FileEntry } from '@panel/contract';

/** A folder's path with a name added: `/a` + `b` is `/a/b`, `/` + `b` is `/b`. */
export const joinPath = (dir: string, name: string) => (dir === '/' ? `/${name}` : `${dir}/${name}`);

/** The folder above a path (`/` for anything directly under it and for `/` itself). */
export function parentPath(dir: string): string {
  const cut = dir.replace(/\/+$/, '').lastIndexOf('/');
  return cut <= 0 ? '/' : dir.slice(0, cut);
}

/** `/`, then each folder down to the path itself: `/a/b` gives `/`, `/a`, `/a/b`. */
export function ancestors(dir: string): string[] {
  const parts = dir.split('/').filter(Boolean);
  return ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
}

/** The path dropdown: the ancestors of the current folder, then each domain's root not among them. */
export function pathChoices(dir: string, domainRoots: readonly string[]): string[] {
  const list = ancestors(dir);
  for (const root of domainRoots) if (!list.includes(root)) list.push(root);
  return list;
}

/** Extensions the editor opens (anything else downloads), besides names starting with a dot. */
const TEXT_EXTENSIONS = new Set([
  'txt',
  'text',
  'md',
  'html',
  'htm',
  'xhtml',
  'css',
  'scss',
  'less',
  'js',
  'mjs',
  'cjs',
  'jsx',
  'ts',
  'tsx',
  'json',
  'php',
  'phtml',
  'inc',
  'ini',
  'conf',
  'cfg',
  'env',
  'xml',
  'svg',
  'yml',
  'yaml',
  'csv',
  'tsv',
  'log',
  'sh',
  'py',
  'rb',
  'pl',
  'sql',
  'tpl',
  'twig',
  'vue',
  'htaccess',
  'htpasswd',
  'map',
  'toml',
  'properties',
]);

export function isTextFile(name: string): boolean {
  if (name.startsWith('.')) return true;
  const dot = name.lastIndexOf('.');
  return dot > 0 && TEXT_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

/** The editor's language for a file name: css, html, ini, js, php, or plain text. */
export type EditorLanguage = 'css' | 'html' | 'ini' | 'js' | 'php' | 'plain';

export function editorLanguage(name: string): EditorLanguage {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'css') return 'css';
  if (ext === 'htm' || ext === 'html') return 'html';
  if (ext === 'ini') return 'ini';
  if (ext === 'js' || ext === 'mjs' || ext === 'cjs') return 'js';
  if (ext === 'php') return 'php';
  return 'plain';
}

/** What kind of entry a row shows (its icon and menu). */
export const entryKind = (entry: FileEntry) => entry.type;
