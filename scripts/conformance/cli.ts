// `npm run conformance -- --api <url> --login <login> --password <password>`: checks a backend that
// claims to implement contract/openapi.yaml, with no browser (docs/real-backend.md).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { runKit } from './kit.js';
import { junit, summary, table } from './report.js';

const USAGE = `usage: npm run conformance -- --api <url> --login <login> --password <password>
  [--domain <existing domain>]   create objects under this domain instead of adding one
  [--read-only]                  only the calls that change nothing (a production account)
  [--test-control]               also the test-control calls; changes happen in a fresh clone
  [--fixture <name>]             the fixture cloned with --test-control (default demo)
  [--only <id,id,…>]             only these operations
  [--junit <file>]               write a JUnit XML report
  The password may also come from CONFORMANCE_PASSWORD.`;

function main() {
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
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const password = values.password ?? process.env.CONFORMANCE_PASSWORD;
  if (values.help || !values.api || !values.login || !password) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
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
  console.log(`conformance: ${values.api} as ${values.login}${values['read-only'] ? ' (read-only)' : ''}${values['test-control'] ? ' (with test-control)' : ''}`);

  runKit({
    api: values.api,
    login: values.login,
    password,
    domain: values.domain,
    readOnly: values['read-only'],
    testControl: values['test-control'],
    fixture: values.fixture,
    only: values.only?.split(',').map((x) => x.trim()).filter(Boolean),
    progress,
    signal: controller.signal,
  }).then(
    (result) => {
      if (tty) process.stderr.write('\r\x1b[2K');
      console.log(`\n${table(result)}\n`);
      console.log(`run ${result.runId}: ${result.results.length} operations, ${result.skipped} skipped, ${(result.ms / 1000).toFixed(1)} s${result.aborted ? ', interrupted' : ''}`);
      if (values.junit) fs.writeFileSync(values.junit, junit(result));
      console.log(summary(result));
      process.exit(result.failed === 0 && !result.aborted ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}

main();
