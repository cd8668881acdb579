// `CONFORMANCE_PASSWORD=… npm run conformance -- --api <url> --login <login>`: checks a backend that
// claims to implement contract/openapi.yaml, with no browser (docs/real-backend.md).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_SLOW_MS } from './checks.js';
import { runKit } from './kit.js';
import { planText } from './plan.js';
import { askPassword } from './password.js';
import { junit, report, table } from './report.js';

const USAGE = `usage: CONFORMANCE_PASSWORD=<password> npm run conformance -- --api <url> --login <login>
  (without CONFORMANCE_PASSWORD the kit asks for the password, not echoed)
  [--domain <existing domain>]   create objects under this domain instead of adding one
  [--read-only]                  only the calls that change nothing (a production account)
  [--test-control]               also the test-control calls; changes happen in a fresh clone
  [--fixture <name>]             the fixture cloned with --test-control (default demo)
  [--only <id,id,…>]             only these operations
  [--plan]                       print every call the run would make, with its target, and make none
  [--restricted-login <login>]   an account on a plan without SSH and Postgres, for the plan-gated
                                 refusals (its password from CONFORMANCE_RESTRICTED_PASSWORD, or asked)
  [--origin <panel origin>]      check CORS for a panel served from this origin
  [--slow-ms <ms>]               the time budget of one reply (default ${DEFAULT_SLOW_MS})
  [--details]                    also every finding by operation
  [--junit <file>]               write a JUnit XML report (one test case per operation)
  [--password <password>]        avoid: npm echoes the command line, password included`;

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        api: { type: 'string' },
        login: { type: 'string' },
        password: { type: 'string' },
        domain: { type: 'string' },
        'read-only': { type: 'boolean' },
        'test-control': { type: 'boolean' },
        fixture: { type: 'string' },
        junit: { type: 'string' },
        only: { type: 'string' },
        plan: { type: 'boolean' },
        'restricted-login': { type: 'string' },
        origin: { type: 'string' },
        'slow-ms': { type: 'string' },
        details: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help || !values.api || !values.login) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const slowMs = values['slow-ms'] === undefined ? undefined : Number(values['slow-ms']);
  if (slowMs !== undefined && !(Number.isInteger(slowMs) && slowMs > 0)) {
    console.error(`--slow-ms must be a whole number of milliseconds\n${USAGE}`);
    process.exit(2);
  }
  if (values.origin !== undefined && !/^https?:\/\/[^/]+$/.test(values.origin)) {
    console.error(`--origin must be an origin such as https://panel.example.net (no path, no trailing slash)\n${USAGE}`);
    process.exit(2);
  }
  if (values.password !== undefined) {
    console.error(
      [
        '',
        '!!! WARNING: --password puts the password on the command line: npm prints it, and the shell history and',
        '!!! the process list keep it. Use CONFORMANCE_PASSWORD=… or let the kit ask for it instead.',
        '',
      ].join('\n'),
    );
  }
  // A plan signs in nowhere: no password is needed.
  const password = values.password ?? process.env.CONFORMANCE_PASSWORD ?? (values.plan ? '' : await askPassword(`password of ${values.login}: `));
  const restricted = values['restricted-login'];
  const restrictedPassword =
    restricted && !values.plan ? (process.env.CONFORMANCE_RESTRICTED_PASSWORD ?? (await askPassword(`password of ${restricted}: `))) : undefined;
  if (restricted && !values.plan && !restrictedPassword) {
    console.error(`no password for --restricted-login: set CONFORMANCE_RESTRICTED_PASSWORD (or run in a terminal to be asked)\n${USAGE}`);
    process.exit(2);
  }
  if (!password && !values.plan) {
    console.error(`no password: set CONFORMANCE_PASSWORD (or run in a terminal to be asked)\n${USAGE}`);
    process.exit(2);
  }

  const controller = new AbortController();
  let firstInterrupt = 0;
  const onSignal = () => {
    // One Ctrl-C can arrive twice (from the terminal and relayed by npm): a second one counts after a second.
    if (firstInterrupt && Date.now() - firstInterrupt < 1000) return;
    if (firstInterrupt) {
      console.error('\ninterrupted again: leaving without cleaning up');
      process.exit(130);
    }
    firstInterrupt = Date.now();
    console.error('\ninterrupted: cleaning up what the run created (Ctrl-C again to leave at once)');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const tty = process.stderr.isTTY;
  const progress = (done: number, total: number, id: string) => {
    const line = `[${String(done + 1).padStart(String(total).length)}/${total}] ${id}`;
    if (tty) process.stderr.write(`\r\x1b[2K${line}`);
  };
  console.log(
    `conformance: ${values.api} as ${values.login}${values['read-only'] ? ' (read-only)' : ''}${values['test-control'] ? ' (with test-control)' : ''}${values.plan ? ' (plan only: nothing is sent)' : ''}`,
  );

  runKit({
    api: values.api,
    login: values.login,
    password: password ?? '',
    domain: values.domain,
    readOnly: values['read-only'],
    testControl: values['test-control'],
    fixture: values.fixture,
    only: values.only
      ?.split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    plan: values.plan,
    restrictedLogin: restricted,
    restrictedPassword,
    origin: values.origin,
    slowMs,
    progress,
    signal: controller.signal,
  }).then(
    (result) => {
      if (tty) process.stderr.write('\r\x1b[2K');
      if (values.plan) {
        console.log(`\n${planText(result)}`);
        // Nothing ran; only a wrong --only fails a plan.
        process.exit(result.failed === 0 ? 0 : 1);
      }
      if (values.details) console.log(`\n${table(result)}`);
      console.log(`\nrun ${result.runId}: ${result.results.length} operations, ${(result.ms / 1000).toFixed(1)} s${result.aborted ? ', interrupted' : ''}`);
      if (values.junit) fs.writeFileSync(values.junit, junit(result));
      console.log(report(result));
      process.exit(result.failed === 0 && !result.aborted ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}

void main();
