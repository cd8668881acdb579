// `panel-mock record --target <api> <file>.yaml`, the recording command of the @panel/mock package
// (mock/bin/panel-mock.js): the validation proxy of `npm run proxy -- --record` (scripts/proxy.ts)
// serving the package's built panel, with /api forwarded to the target and what a signed-in walk
// sees written as a scenario file, pseudonymised (scripts/proxy/record.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProxy } from '../proxy.js';
import { logsFileOf } from './record.js';
import { driftText } from './report.js';

export const RECORD_HELP = `Usage: panel-mock record --target <api url> [options] <name>.yaml

Serves the panel with /api forwarded to a real or staging backend, checks every call against the
contract, and writes what a signed-in walk there sees as a scenario file: the lists, the folders
listed, the log tails shown (in <name>.logs.json beside it), names pseudonymised, no password, key,
token or file content. Play it back with  panel-mock --scenarios <its folder>  (docs/qa.md).

  --target <api url>  the backend's API base, e.g. https://staging-api.example.net
  --port <port>       where the panel is served (default 8090)
  --host <address>    the address to listen on (default 127.0.0.1)
  --help              print this

The file name: lower-case letters, digits and dashes, then .yaml; a relative path counts from the
current folder. Stop with Ctrl-C: the file is whole after every reply.`;

interface RecordOptions {
  target: string;
  port: number;
  host?: string;
  file: string;
}

/** Reads the flags; throws a message for a wrong one. */
function recordOptions(argv: string[], cwd: string): RecordOptions | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      target: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return 'help';
  if (!values.target) throw new Error('--target <api url> is needed: the backend to record, e.g. --target https://staging-api.example.net');
  let target: URL;
  try {
    target = new URL(values.target);
  } catch {
    throw new Error(`--target ${values.target}: not a URL (http://… or https://…).`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error(`--target ${values.target}: an http:// or https:// URL.`);
  if (positionals.length !== 1) throw new Error('name one file to record into: panel-mock record --target <api url> <name>.yaml');
  const port = values.port ?? '8090';
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new Error(`--port ${port}: a port is a number from 0 to 65535.`);
  return { target: values.target, port: Number(port), host: values.host, file: path.resolve(cwd, positionals[0]) };
}

/** Runs the command on `argv` (the arguments after `record`); returns once the proxy listens. */
export async function recordMain(argv: string[]) {
  let options: ReturnType<typeof recordOptions>;
  try {
    options = recordOptions(argv, process.cwd());
  } catch (error) {
    console.error(`panel-mock record: ${(error as Error).message}\npanel-mock record --help lists the flags.`);
    process.exit(2);
  }
  if (options === 'help') return console.log(RECORD_HELP);
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  try {
    proxy = await startProxy({ target: options.target, port: options.port, host: options.host, record: options.file });
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    console.error(
      `panel-mock record: ${e.code === 'EADDRINUSE' ? `port ${options.port} is already in use; record on another: --port ${options.port + 1}` : e.message}`,
    );
    process.exit(1);
  }
  const recorder = proxy.recorder!;
  console.log(`recording on ${proxy.url}: the panel, with /api forwarded to ${options.target}`);
  console.log(
    `sign in there, then open the screens, the folders and the log tails to keep; ${recorder.file} (and ${path.basename(logsFileOf(recorder.file))} beside it) is rewritten as you go. Stop with Ctrl-C.`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${driftText(proxy.drift())}`);
    void proxy.close().then(() => {
      console.log(`recording: ${recorder.summary() ?? 'nothing (nobody signed in)'}, in ${recorder.file}`);
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
