// `panel-mock`, the command of the @panel/mock package (mock/): the mock backend with the built
// client, the API docs, the fixtures and the shipped scenarios, for a suite outside this repository
// (docs/qa.md). Its flags set what the server reads from the environment (config.ts) and then the
// server starts as `npm start` starts it (main.ts), the test-control API on.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIXTURE_NAMES } from './seed/fixture-names.js';

const SMALL_FIXTURES = FIXTURE_NAMES.filter((name) => name !== 'big').join(',');

const HELP = `Usage: panel-mock [options]
       panel-mock record --target <api url> [--port <port>] <name>.yaml

Serves the hosting panel's mock backend, the built panel and the API docs (/api/docs), with the
test-control API (/api/__test/...) on. Each flag can also be given as the variable named.
panel-mock record serves the panel in front of a real or staging backend and writes what a
signed-in walk there sees as a scenario file (panel-mock record --help).

  --port <port>           where to listen (PORT; default 8080)
  --host <address>        the address to listen on (HOST; default 127.0.0.1, 0.0.0.0 for every one)
  --data <folder>         the data folder, kept between starts (PANEL_DATA_DIR; default a new folder
                          in the system's temporary folder, removed when the mock stops)
  --fixtures <names>      the fixture accounts to seed, comma-separated (PANEL_FIXTURES; default
                          ${SMALL_FIXTURES}; add big for the 2,000-domain account, about a minute to seed)
  --scenarios <folder>    a folder of scenario files (<name>.yaml) offered besides the shipped ones
                          (PANEL_SCENARIOS)
  --allowed-hosts <names> host names the mock answers besides this machine's, comma-separated, e.g.
                          a CI service's alias (PANEL_ALLOWED_HOSTS)
  --seed                  seed the data folder and exit (needs --data)
  --version               print the version
  --help                  print this

PANEL_MODE=production turns the test-control API off; the other variables of the server apply too.`;

/** What the command was asked, with the variables it sets for the server. */
interface MockOptions {
  env: Record<string, string>;
  seedOnly: boolean;
  /** The data folder is a temporary one of this start (removed at exit). */
  temporaryData: boolean;
}

/** Reads the flags (over the environment); throws a message for a flag it does not know. */
function mockOptions(argv: string[], env: NodeJS.ProcessEnv): MockOptions | 'help' | 'version' {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      fixtures: { type: 'string' },
      scenarios: { type: 'string' },
      'allowed-hosts': { type: 'string' },
      seed: { type: 'boolean' },
      version: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  if (values.version) return 'version';
  const port = values.port ?? env.PORT ?? '8080';
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new Error(`--port ${port}: a port is a number from 0 to 65535.`);
  const dataDir = values.data ?? env.PANEL_DATA_DIR;
  if (values.seed && !dataDir) throw new Error('--seed needs --data <folder>: seeding a temporary folder that is removed at once is of no use.');
  const fixtures = values.fixtures ?? env.PANEL_FIXTURES ?? SMALL_FIXTURES;
  const unknown = fixtures.split(',').filter((f) => !(FIXTURE_NAMES as readonly string[]).includes(f));
  if (unknown.length) throw new Error(`--fixtures: no fixture ${unknown.join(', ')} (the fixtures: ${FIXTURE_NAMES.join(', ')}).`);
  const set: Record<string, string> = {
    PORT: port,
    HOST: values.host ?? env.HOST ?? '127.0.0.1',
    PANEL_DATA_DIR: path.resolve(dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'panel-mock-'))),
    PANEL_FIXTURES: fixtures,
    PANEL_MODE: env.PANEL_MODE ?? 'development',
  };
  const scenarios = values.scenarios ?? env.PANEL_SCENARIOS;
  if (scenarios) set.PANEL_SCENARIOS = path.resolve(scenarios);
  const allowedHosts = values['allowed-hosts'] ?? env.PANEL_ALLOWED_HOSTS;
  if (allowedHosts) set.PANEL_ALLOWED_HOSTS = allowedHosts;
  return { env: set, seedOnly: !!values.seed, temporaryData: !dataDir };
}

/** A taken port is said at once, in this command's words, before a first start seeds. */
function portFree(host: string, port: number) {
  return new Promise<string | undefined>((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      resolve(
        error.code === 'EADDRINUSE'
          ? `Port ${port} is already in use on ${host} (another mock, or another program).\nStart on another:  panel-mock --port ${port + 1}`
          : `Cannot listen on ${host}:${port}: ${error.message}`,
      );
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}

async function run() {
  let options: ReturnType<typeof mockOptions>;
  try {
    options = mockOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`panel-mock: ${(error as Error).message}\npanel-mock --help lists the flags.`);
    process.exit(2);
  }
  if (options === 'help') return console.log(HELP);
  if (options === 'version') {
    // The package's manifest is beside dist/ (ROOT_DIR once compiled); in this repository, mock/'s.
    const { ROOT_DIR } = await import('./config.js');
    const manifest = [path.join(ROOT_DIR, '..', 'package.json'), path.join(ROOT_DIR, 'mock', 'package.json')]
      .filter((file) => fs.existsSync(file))
      .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string })
      .find((m) => m.name === '@panel/mock');
    return console.log(manifest?.version ?? 'unknown');
  }
  Object.assign(process.env, options.env);
  const dataDir = options.env.PANEL_DATA_DIR;
  if (options.temporaryData) process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The server closes on the first SIGINT or SIGTERM (main.ts). One that finds no other handler — a
  // second (npx passes on the signal its process group got, so the mock gets it twice), or one
  // while seeding — ends the process at once, through 'exit', so the temporary data goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (process.listenerCount(signal) === 1) process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  if (options.seedOnly) {
    const { loadConfig } = await import('./config.js');
    const { openPanel } = await import('./open-panel.js');
    const { seedMissing } = await import('./seed/templates.js');
    const panel = openPanel(loadConfig(process.env, { seed: false }));
    try {
      await seedMissing(panel);
    } finally {
      panel.db.close();
    }
    return console.log(`Seeded ${options.env.PANEL_FIXTURES} into ${dataDir}.`);
  }
  const taken = await portFree(options.env.HOST, Number(options.env.PORT));
  if (taken) {
    console.error(taken);
    process.exit(1);
  }
  // The server as `npm start` runs it, with the variables above.
  await import('./main.js');
}

await run();
