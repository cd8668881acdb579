// `npm start`: builds the client if it is missing, compiles the server (always: it takes a second),
// seeds an empty data folder and serves client and API.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_BUILD, compileServer, root, serverCommand } from './compile-server.mjs';

if (!fs.existsSync(path.join(root, 'client/dist/index.html')) || process.argv.includes('--build')) {
  console.log('Building the client…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server runs compiled, as deployed (compile-server.mjs says why).
await compileServer(SERVER_BUILD);
const { args, env } = serverCommand();
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
