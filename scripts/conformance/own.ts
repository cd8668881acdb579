// `npm test`'s conformance step: the kit, with --test-control, against our own server started for it
// on a fresh data folder. Prints the table and the closing line; `--junit <file>` for the counts.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { runKit } from './kit.js';
import { junit, report, table } from './report.js';
import { startOwnServer } from './server.js';

const { values } = parseArgs({ options: { junit: { type: 'string' } } });
const started = Date.now();
// A panel on another origin, which the server allows (PANEL_CORS_ORIGINS): the kit's CORS check passes.
const PANEL_ORIGIN = 'http://panel.conformance.test';
const server = await startOwnServer({ PANEL_CORS_ORIGINS: PANEL_ORIGIN });
let failed = true;
try {
  console.log(
    `our server is up in ${((Date.now() - started) / 1000).toFixed(1)} s; the kit runs against ${server.api} with --test-control --origin ${PANEL_ORIGIN}`,
  );
  // npm test runs this beside the type check, lint and build: the budget catches a hung reply, not a busy machine.
  const result = await runKit({ api: server.api, login: 'demo', password: 'demo1234', testControl: true, origin: PANEL_ORIGIN, slowMs: 10_000 });
  console.log(`\n${table(result)}\n`);
  console.log(`run ${result.runId}: ${(result.ms / 1000).toFixed(1)} s`);
  if (values.junit) fs.writeFileSync(values.junit, junit(result));
  console.log(report(result));
  failed = result.failed > 0;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
