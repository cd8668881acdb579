// `npm run dev`: the server (restarting on change) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: path.join(root, 'client'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
