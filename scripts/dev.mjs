// `npm run dev`: the server (restarting on change) and Vite with hot reload, side by side. The
// panel is opened at Vite's address (VITE_PORT, default 5173), which forwards /api and
// /config.json to the server (HOST and PORT as for `npm start`); the server's ready line names it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const vitePort = process.env.VITE_PORT ?? '5173';
const serverPort = process.env.PORT ?? '8080';

const children = [
  spawn(bin('tsx'), ['watch', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PANEL_PUBLIC_URL: `http://127.0.0.1:${vitePort}` },
  }),
  // A taken port stops Vite with a message instead of moving it to an address nobody was told.
  spawn(bin('vite'), ['--host', '127.0.0.1', '--port', vitePort, '--strictPort', '--clearScreen', 'false'], {
    cwd: path.join(root, 'client'),
    stdio: 'inherit',
    env: { ...process.env, PANEL_BACKEND: process.env.PANEL_BACKEND ?? `http://127.0.0.1:${serverPort}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code && c === children[1]) console.error(`Vite stopped; if port ${vitePort} is taken, pick another:  VITE_PORT=5174 npm run dev`);
    stop();
    process.exitCode = code ?? 0;
  }),
);
