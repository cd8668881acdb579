import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { configFromEnvironment, type Config } from './config.js';
import { fixturePassword } from './seed/seed.js';
import { invalidScenarios } from './seed/scenarios.js';

// A setting that cannot be used (PANEL_MODE=prod) stops here with one line, before anything starts.
const config = configFromEnvironment();

// A taken port is said at once, before a first start spends its time seeding.
await ensurePortFree(config);
const app = await buildApp(config);
try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  await app.close();
  exitOnListenError(config, error);
}
console.log(readyMessage(config));
// A scenario file that cannot be used is said at the start (`/__test/scenarios` lists it too).
if (config.mode !== 'production') for (const bad of invalidScenarios()) console.error(bad.error);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

function ensurePortFree(config: Config) {
  return new Promise<void>((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => exitOnListenError(config, error));
    probe.listen({ host: config.host, port: config.port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** A port that cannot be had ends the start with what to do about it, not a stack trace. */
function exitOnListenError(config: Config, error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `${config.host}:${config.port}`;
  const command = process.env.npm_lifecycle_event === 'dev' ? 'npm run dev' : 'npm start';
  if (code === 'EADDRINUSE') {
    console.error(
      `Port ${config.port} is already in use on ${config.host}: another panel server, or another program, listens there.\n` +
        `Stop it, or start on another port:  PORT=${config.port === 8080 ? 8081 : config.port + 1} ${command}`,
    );
  } else if (code === 'EACCES') {
    console.error(`Not allowed to listen on ${where} (ports below 1024 need privileges).\nPick another port:  PORT=8080 ${command}`);
  } else if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    console.error(`This machine has no address ${config.host} to listen on.\nPick another:  HOST=127.0.0.1 ${command}`);
  } else {
    console.error(`Cannot listen on ${where}: ${(error as Error).message}`);
  }
  process.exit(1);
}

/**
 * Where to go now: the page to sign in at (the Vite dev server's under `npm run dev`, which sets
 * PANEL_PUBLIC_URL), as which fixture account, and the API docs.
 */
function readyMessage(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const listening = `http://${host}:${config.port}`;
  const open = (process.env.PANEL_PUBLIC_URL ?? listening).replace(/\/+$/, '');
  const lines = [`Hosting panel ready (${config.mode} mode, data in ${config.dataDir}).`];
  if (open !== listening) lines.push(`  API server     ${listening}`);
  if (process.env.PANEL_PUBLIC_URL || fs.existsSync(path.join(config.clientDir, 'index.html'))) {
    const account = config.fixtures.includes('demo') ? 'demo' : config.fixtures[0];
    const as = account ? ` as ${account} / ${fixturePassword(account)}` : '';
    lines.push(`  Sign in at     ${open}/login${as}${account && config.fixtures.length > 1 ? ' (other fixture accounts: README.md)' : ''}`);
  } else {
    lines.push(`  No built client in ${config.clientDir}: build it with  npm run build  (npm start does).`);
  }
  lines.push(`  API docs       ${open}/api/docs`);
  return lines.join('\n');
}
