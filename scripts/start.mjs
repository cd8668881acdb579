// `npm start`: builds what is missing, seeds an empty data folder and serves client and API.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

if (!fs.existsSync(path.join(root, 'client/dist/index.html')) || process.argv.includes('--build')) {
  console.log('Building the client…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// 1 MiB semi-spaces: the buffers a streamed upload reads are collected within a few megabytes, not held to 16 MiB ones (README).
const server = spawn(bin('tsx'), ['--max-semi-space-size=1', path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
