// `npm run proxy -- --target <api url> [--port <port>]`: serves the built client with /api forwarded
// unchanged to the target, and checks every request and reply against contract/openapi.yaml on the
// way. Each new defect is one log line; the drift report, grouped by defect and bounded in size
// (scripts/proxy/), is served at GET /__proxy/drift and printed on exit. The client served here
// posts what it met in wrong replies to /__proxy/report (its config.json names it). Both answer
// only on this machine (scripts/proxy/local.ts). Headers and bodies are never logged, nor any value
// of a body, and whatever was sent as a secret this run is masked wherever it would show.
// With `--record <file>.yaml` it also writes what a signed-in walk saw as a scenario
// (scripts/proxy/record.ts), pseudonymised, which `/__test/scenario` plays back.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ClientProblems, handleReport, REPORT_PATH } from './proxy/client-report.js';
import { DriftStore } from './proxy/drift.js';
import { forward } from './proxy/forward.js';
import { refuseUnlessLocal } from './proxy/local.js';
import { logsFileOf, Recorder, recordFileProblem } from './proxy/record.js';
import { buildReport, driftText, shownLine, withCause, type DriftReport } from './proxy/report.js';

export type { DriftReport } from './proxy/report.js';
export { driftText } from './proxy/report.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export interface ProxyOptions {
  /** The API base URL requests under /api go to, e.g. https://staging-api.example.net. */
  target: string;
  port?: number;
  host?: string;
  /** The built client (default client/dist). */
  clientDir?: string;
  /** Where the log lines go (default stdout). */
  log?: (line: string) => void;
  /** A scenario file (`<name>.yaml`) to write what the walk sees into, pseudonymised. */
  record?: string;
}

export interface Proxy {
  url: string;
  /** The drift report as GET /__proxy/drift serves it. */
  drift(): DriftReport;
  /** With `record`: the recorder (its pseudonyms, its last write). */
  recorder?: Recorder;
  /** Stops the proxy; with `record`, writes the recording a last time. */
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

function serveStatic(clientDir: string, req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
  if (pathname === '/config.json') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ apiUrl: '/api', reportUrl: REPORT_PATH }));
    return;
  }
  const index = path.join(clientDir, 'index.html');
  let decoded = '/';
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* a malformed escape: the page shell */
  }
  let file = path.join(clientDir, path.normalize(decoded));
  if (!file.startsWith(clientDir + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = index;
  if (!fs.existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`No built client in ${clientDir}: build it with  npm run build\n`);
    return;
  }
  res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
}

export function startProxy(options: ProxyOptions): Promise<Proxy> {
  const target = new URL(options.target.replace(/\/+$/, ''));
  const clientDir = path.resolve(options.clientDir ?? path.join(root, 'client/dist'));
  const log = options.log ?? ((line: string) => console.log(line));
  const drift = new DriftStore();
  const problems = new ClientProblems(drift);
  const report = () => buildReport(drift, problems);
  const recordProblem = options.record === undefined ? undefined : recordFileProblem(options.record);
  if (recordProblem) return Promise.reject(new Error(recordProblem));
  const recorder = options.record === undefined ? undefined : new Recorder(path.resolve(options.record), drift.secrets, log);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    if (url.pathname === '/__proxy/drift') {
      if (refuseUnlessLocal(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET', 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'method', message: 'Only GET.' }));
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(report()));
      return;
    }
    if (url.pathname === REPORT_PATH) {
      handleReport(req, res, problems, (entry) => log(`client: ${shownLine(withCause(drift, entry))}`));
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      forward({ target, drift, log, record: recorder }, req, res, url.pathname.slice(4) || '/', url.search);
      return;
    }
    serveStatic(clientDir, req, res, url.pathname);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8090, options.host ?? '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
        drift: report,
        recorder,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => {
              recorder?.write();
              done();
            });
          }),
      });
    });
  });
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        target: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'client-dir': { type: 'string' },
        record: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error((error as Error).message);
    values = undefined;
  }
  if (!values?.target) {
    console.error('usage: npm run proxy -- --target <api url> [--port <port>] [--host <address>] [--client-dir <built client>] [--record <name>.yaml]');
    process.exit(2);
  }
  const proxy = await startProxy({
    target: values.target,
    port: values.port ? Number(values.port) : undefined,
    host: values.host,
    clientDir: values['client-dir'],
    record: values.record && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.record),
  });
  console.log(`validation proxy on ${proxy.url}: the client, with /api forwarded to ${values.target}`);
  if (proxy.recorder) {
    console.log(
      `recording into ${proxy.recorder.file}: sign in at ${proxy.url}, then open the screens, the folders and the log tails to keep; the file is rewritten as you go (its log tails beside it, ${path.basename(logsFileOf(proxy.recorder.file))})`,
    );
  }
  console.log(`drift report: ${proxy.url}/__proxy/drift (printed when you stop the proxy with Ctrl-C)`);
  const stop = () => {
    console.log(`\n${driftText(proxy.drift())}`);
    void proxy.close().then(() => {
      if (proxy.recorder) console.log(`recording: ${proxy.recorder.summary() ?? 'nothing yet (nobody signed in)'}, in ${proxy.recorder.file}`);
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
