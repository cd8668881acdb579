// The bench's tools that are not among the project's packages (Stoplight Prism, Lighthouse with
// puppeteer-core): installed on first use into .bench-tools/ (git ignores it, kept between runs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './common.js';

export const TOOLS = path.join(root, '.bench-tools');
const manifest = path.join(TOOLS, 'package.json');
/** Lighthouse's trace engine asks for third-party-web 'latest': held at the version Lighthouse itself takes. */
const OVERRIDES: Record<string, string> = { 'third-party-web': '0.27.0' };

/** Whether `spec` (`name@version`) is installed in .bench-tools at exactly that version. */
function installed(spec: string) {
  const at = spec.lastIndexOf('@');
  const [name, version] = [spec.slice(0, at), spec.slice(at + 1)];
  try {
    const found = JSON.parse(fs.readFileSync(path.join(TOOLS, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string };
    return found.version === version;
  } catch {
    return false;
  }
}

/**
 * Installs the packages (each `name@exact version`) into .bench-tools unless they are there at
 * those versions already; or says why they cannot be had (no network, say).
 */
export function ensureTools(specs: readonly string[]): { ok: true } | { ok: false; missing: string } {
  const wanted = specs.filter((spec) => !installed(spec));
  if (!wanted.length) return { ok: true };
  console.log(`installing ${wanted.join(', ')} into .bench-tools/ (once) …`);
  fs.mkdirSync(TOOLS, { recursive: true });
  const pkg = (fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : { private: true }) as { overrides?: Record<string, string> };
  pkg.overrides = { ...pkg.overrides, ...OVERRIDES };
  fs.writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  const args = ['install', '--prefix', TOOLS, '--save-exact', '--no-audit', '--no-fund', '--loglevel=error', ...wanted];
  const run = spawnSync('npm', args, { cwd: TOOLS, encoding: 'utf8' });
  if (run.status === 0 && specs.every(installed)) return { ok: true };
  // npm's first line that says what went wrong (not its code, errno or where its log went).
  const lines = (run.stderr || run.error?.message || '').trim().split('\n');
  const why = (lines.find((line) => /^npm error (?!code |syscall |errno |A complete log|\s)\S/.test(line)) ?? lines.at(-1) ?? '').replace(/^npm error /, '');
  return { ok: false, missing: `npm install ${wanted.join(' ')} failed (no network?): ${why}` };
}

/** A file of .bench-tools/node_modules, e.g. `.bin/prism`. */
export function toolPath(file: string) {
  return path.join(TOOLS, 'node_modules', file);
}

/** Loads an installed tool's main module (ES module or CommonJS), typed by the caller as what it uses. */
export async function importTool<T>(name: string): Promise<T> {
  const entry = createRequire(manifest).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}
