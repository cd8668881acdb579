// Compiles the server to JavaScript, one module per TypeScript module, into a folder laid out as the
// repository is (`<out>/server/src/…`, `<out>/contract/src/…`, `<out>/fixtures/…` with the fixtures'
// data and `<out>/contract/openapi.yaml`), so the server finds each file by the paths it uses here.
// `npm start`, the bench and the panel's image run the server from it (`node`, no TypeScript loader:
// tsx's loader thread and the source maps it keeps cost a started server some 30 MiB), and the
// @panel/mock package (mock/build.mjs) is built on it.
//
//   node scripts/compile-server.mjs [out]     (out: .server-build, git-ignored)
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = Symbol('resolve as esbuild would');

/** The TypeScript modules under `dir` of the repository (not tests, not tool configs). */
export function sources(dir, { deep = true } = {}) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return deep && entry.name !== 'test' ? sources(rel) : [];
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$|^vitest\.config\.ts$/.test(entry.name) ? [path.join(root, rel)] : [];
  });
}

const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Compiles the server, the contract's code it runs and the fixtures' generators (and `extra`
 * modules) into `out`, each on its own: an import of another module of ours becomes the relative
 * path of its compiled file (with .js, as Node's ES modules want); a package stays an import.
 * app.ts finds the areas' routes by listing features/, so the modules keep their files. Copies the
 * fixtures' data and the contract beside them. Answers the packages the compiled code imports.
 */
export async function compileServer(target, { extra = [] } = {}) {
  // Compiled beside the target and put in its place whole, so a server starting from it never
  // finds half a tree (a module of the previous build, listed in features/, would be loaded too).
  const out = `${target}.new-${process.pid}`;
  const outputOf = (file) => path.join(out, path.relative(root, file)).replace(/\.ts$/, '.js');
  const entries = [...sources('server/src'), ...sources('contract/src'), ...sources('fixtures', { deep: false }), ...sources('fixtures/generators'), ...extra];
  const ours = new Set(entries);
  const packages = new Set();
  const keepModules = {
    name: 'keep-modules',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === SKIP) return undefined;
        if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { path: args.path, external: true };
        if (!args.path.startsWith('.') && !args.path.startsWith('@panel/')) {
          packages.add(packageName(args.path));
          return { path: args.path, external: true };
        }
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: SKIP });
        if (found.errors.length) return { errors: found.errors };
        if (!ours.has(found.path))
          return {
            errors: [{ text: `${args.path} (imported by ${path.relative(root, args.importer)}) is ${path.relative(root, found.path)}, which is not compiled` }],
          };
        let spec = path
          .relative(path.dirname(outputOf(args.importer)), outputOf(found.path))
          .split(path.sep)
          .join('/');
        if (!spec.startsWith('.')) spec = `./${spec}`;
        return { path: spec, external: true };
      });
    },
  };
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: entries,
    outdir: out,
    outbase: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [keepModules],
    logLevel: 'warning',
  });
  // The fixtures' data beside their compiled generators: everything but TypeScript, tests and tool configs.
  const fixtures = path.join(root, 'fixtures');
  fs.cpSync(fixtures, path.join(out, 'fixtures'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => {
      const rel = path.relative(fixtures, file);
      return !(/\.ts$/.test(rel) || rel === 'test' || rel === 'tsconfig.json');
    },
  });
  fs.copyFileSync(path.join(root, 'contract/openapi.yaml'), path.join(out, 'contract/openapi.yaml'));
  // The fixtures' fingerprint from the sources (seed/sources-fingerprint.ts, compiled just now): the
  // compiled server reads it, as a server run from the sources takes it.
  const { sourcesFingerprint } = await import(pathToFileURL(path.join(out, 'server/src/seed/sources-fingerprint.js')).href);
  fs.writeFileSync(path.join(out, 'server/src/seed/sources.sha256'), sourcesFingerprint(root));
  const old = `${target}.old-${process.pid}`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(out, target);
  fs.rmSync(old, { recursive: true, force: true });
  return packages;
}

/** Where `npm start` keeps the compiled server. */
export const SERVER_BUILD = path.join(root, '.server-build');

/**
 * How to run the compiled server: node with 1 MiB semi-spaces (each chunk of a streamed upload is
 * a buffer that dies at once: a 16 MiB young generation let some 30 MiB of them wait for a
 * collection) on its main module, with the data and the client build where the repository keeps
 * them (the compiled tree's own root has neither) unless the environment names others.
 */
export function serverCommand(out = SERVER_BUILD, env = process.env) {
  return {
    args: ['--max-semi-space-size=1', path.join(out, 'server/src/main.js')],
    env: { PANEL_DATA_DIR: path.join(root, '.data'), PANEL_CLIENT_DIR: path.join(root, 'client/dist'), ...env },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = path.resolve(process.argv[2] ?? SERVER_BUILD);
  await compileServer(out);
  console.log(`server compiled into ${path.relative(process.cwd(), out) || '.'}`);
}
