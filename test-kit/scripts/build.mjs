// Builds the installable @panel/test-kit into test-kit/dist: JavaScript bundled by esbuild (the
// contract's code it uses inside, @playwright/test left to the suite that installs the kit, so a
// suite has one copy of it) and the .d.ts files tsc writes, with the contract's types beside them.
//
//   node scripts/build.mjs           builds dist/
//   node scripts/build.mjs --pack    builds dist/ and puts the published manifest in place (prepack)
//   node scripts/build.mjs --unpack  puts the repository's manifest back (postpack)
//
// In this repository the kit's package.json points at the TypeScript sources (e2e/ runs them as
// they are); the tarball's points at dist/ and depends on nothing but Playwright, as a peer.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const kit = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(kit, '..');
const dist = path.join(kit, 'dist');
const manifestFile = path.join(kit, 'package.json');
const repoManifestFile = path.join(kit, 'package.repo.json');
/** Bare imports a suite provides: Node's own modules and the peer dependency. */
const provided = (spec) => /^@playwright\/test(\/|$)/.test(spec) || spec.startsWith('node:') || builtinModules.includes(spec);
/** tsc names the types @playwright/test re-exports by where they live; the suite has them as @playwright/test. */
const renamed = { 'playwright/test': '@playwright/test' };

/** The repository's manifest back in place (after a pack, or a pack that stopped half-way). */
function unpack() {
  if (fs.existsSync(repoManifestFile)) fs.renameSync(repoManifestFile, manifestFile);
}

function fail(message) {
  console.error(`@panel/test-kit build: ${message}`);
  process.exit(1);
}

async function compile() {
  fs.rmSync(dist, { recursive: true, force: true });
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entries = Object.values(manifest.exports).map((file) => path.join(kit, file));
  await build({
    entryPoints: entries,
    outdir: dist,
    outbase: path.join(kit, 'src'),
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Playwright, under any of its names: a copy of it in the kit is a second Playwright in the suite.
    external: ['@playwright/test', '@playwright/test/*', 'playwright', 'playwright/*', 'playwright-core', 'playwright-core/*'],
    logLevel: 'warning',
  });
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(kit, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
  if (tsc.status !== 0) fail('tsc could not write the type declarations');
  layOutTypes();
}

/**
 * tsc writes the declarations under dist/.types as the repository lays them out (test-kit/src/…,
 * contract/src/…) with the contract named as a package; they move to dist/ (the kit's) and
 * dist/contract/ (the contract's), every import made relative with its .js extension, so a suite
 * on any module resolution finds them and nothing names the unpublished @panel/contract.
 */
function layOutTypes() {
  const emitted = path.join(dist, '.types');
  const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(kit, 'tsconfig.build.json'), 'utf8'));
  const contractTypes = Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([spec, [file]]) => [
      spec,
      path.join(emitted, path.relative(root, path.resolve(kit, file))).replace(/\.ts$/, '.d.ts'),
    ]),
  );
  const finalPath = (file) => {
    const rel = path.relative(emitted, file);
    if (rel.startsWith(`test-kit${path.sep}src${path.sep}`)) return path.join(dist, rel.slice('test-kit/src/'.length));
    if (rel.startsWith(`contract${path.sep}src${path.sep}`)) return path.join(dist, 'contract', rel.slice('contract/src/'.length));
    return fail(`tsc wrote ${rel}, from outside the kit and the contract`);
  };
  const target = (spec, from) => {
    if (contractTypes[spec]) return contractTypes[spec];
    if (!spec.startsWith('.')) return provided(spec) ? undefined : fail(`${path.relative(emitted, from)} imports ${spec}, which a suite does not have`);
    const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
    const found = [`${base}.d.ts`, path.join(base, 'index.d.ts')].find((f) => fs.existsSync(f));
    return found ?? fail(`${path.relative(emitted, from)} imports ${spec}, which tsc did not write`);
  };
  for (const file of fs
    .readdirSync(emitted, { recursive: true })
    .map((f) => path.join(emitted, f))
    .filter((f) => f.endsWith('.d.ts'))) {
    const out = finalPath(file);
    const text = fs.readFileSync(file, 'utf8').replace(/(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g, (whole, lead, quote, spec) => {
      if (renamed[spec]) return `${lead}${quote}${renamed[spec]}${quote}`;
      const to = target(spec, file);
      if (!to) return whole;
      let rel = path
        .relative(path.dirname(out), finalPath(to))
        .split(path.sep)
        .join('/')
        .replace(/\.d\.ts$/, '.js');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return `${lead}${quote}${rel}${quote}`;
    });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
  }
  fs.rmSync(emitted, { recursive: true });
}

/** The manifest the tarball carries: dist/ only, no workspace dependency, Playwright as a peer. */
function publishedManifest(manifest) {
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([entry, source]) => {
      const name = path.basename(source, '.ts');
      return [entry, { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` }];
    }),
  );
  const { scripts: _scripts, dependencies: _dependencies, devDependencies: _dev, ...rest } = manifest;
  return { ...rest, exports, files: ['dist', 'README.md'], engines: { node: '>=20' } };
}

const mode = process.argv[2];
if (mode === '--unpack') {
  unpack();
} else if (mode === undefined || mode === '--pack') {
  unpack();
  await compile();
  if (mode === '--pack') {
    const manifest = fs.readFileSync(manifestFile, 'utf8');
    fs.writeFileSync(repoManifestFile, manifest);
    fs.writeFileSync(manifestFile, `${JSON.stringify(publishedManifest(JSON.parse(manifest)), null, 2)}\n`);
  }
} else {
  fail(`unknown argument ${mode} (--pack, --unpack or none)`);
}
