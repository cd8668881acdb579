// Builds the @panel/mock package into mock/dist (`npm pack ./mock` runs it first, as prepack):
//
//   dist/server/src/…     the server, each TypeScript module compiled to one JavaScript module
//   dist/contract/src/…   the contract's code the server runs (rules, pages), likewise
//   dist/scripts/…        the validation proxy and its recorder (`panel-mock record`), likewise
//   dist/contract/openapi.yaml
//   dist/fixtures/…       the fixtures: data, certificates, files, scenarios, and their generators compiled
//   dist/client/dist/…    the built panel (PANEL_MOCK_CLIENT_DIST names a build to take instead of building)
//
// laid out as in the repository, so the server finds each by the paths it uses here (config.ts'
// ROOT_DIR is dist/). Packages are left to npm: every one the compiled code imports must be a
// dependency in mock/package.json, at the range the server's or the contract's manifest asks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileServer, root, sources } from '../scripts/compile-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
// The recorder: the proxy, its modules and the contract reader they share with the conformance kit.
const PROXY = ['scripts/proxy.ts', 'scripts/conformance/contract.ts'];

function fail(message) {
  console.error(`@panel/mock build: ${message}`);
  process.exit(1);
}

/**
 * Dependencies nothing imports, pinned for what npm would otherwise pick: fastify's light-my-request
 * ^6 resolves to 6.8, whose cookie@2 asks for Node 22 (npm warns EBADENGINE on Node 20); 6.6.0 is
 * the last on cookie 1 (the repository overrides cookie to 1.1.1 instead, which a team's install
 * cannot inherit). npm places a direct dependency first, so fastify takes this one.
 */
const PINNED = { 'light-my-request': '6.6.0' };

/** Every package the compiled code imports is a dependency, at the range the repository uses. */
function checkDependencies(used) {
  const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
  const ranges = ['server', 'contract'].reduce(
    (all, dir) => ({ ...all, ...JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).dependencies }),
    {},
  );
  const declared = manifest.dependencies ?? {};
  const problems = [
    ...[...used]
      .filter((name) => declared[name] !== ranges[name])
      .map((name) => `${name} is imported: mock/package.json needs "${name}": "${ranges[name] ?? '(no range in server/ or contract/)'}"`),
    ...Object.keys(declared)
      .filter((name) => !used.has(name) && declared[name] !== PINNED[name])
      .map((name) => `${name} is a dependency that nothing imports`),
    ...Object.entries(PINNED)
      .filter(([name, version]) => declared[name] !== version)
      .map(([name, version]) => `${name} is pinned: mock/package.json needs "${name}": "${version}"`),
  ];
  if (problems.length) fail(`mock/package.json and the code disagree:\n  ${problems.join('\n  ')}`);
}

/** The built panel: a build named by PANEL_MOCK_CLIENT_DIST, or one made now (never into client/dist). */
function copyClient() {
  const target = path.join(dist, 'client/dist');
  const given = process.env.PANEL_MOCK_CLIENT_DIST;
  if (given) {
    if (!fs.existsSync(path.join(given, 'index.html'))) fail(`PANEL_MOCK_CLIENT_DIST=${given} holds no index.html: build the client first (npm run build)`);
    fs.cpSync(given, target, { recursive: true });
    return;
  }
  console.log('Building the client for the package…');
  const vite = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', target, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'client'),
    stdio: 'inherit',
  });
  if (vite.status !== 0) fail('the client build failed');
}

checkDependencies(await compileServer(dist, { extra: [...PROXY.map((file) => path.join(root, file)), ...sources('scripts/proxy')] }));
copyClient();
console.log(`@panel/mock built into ${path.relative(process.cwd(), dist) || '.'}`);
