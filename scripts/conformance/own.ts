// `npm test`'s conformance step: the kit, with --test-control, against our own server started for it
// on a fresh data folder. Prints the table and the closing line; `--junit <file>` for the counts.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { runKit } from './kit.js';
import { junit, summary, table } from './report.js';
import { startOwnServer } from './server.js';

const { values } = parseArgs({ options: { junit: { type: 'string' } } });
const started = Date.now();
const server = await startOwnServer();
let failed = true;
try {
  console.log(`our server is up in ${((Date.now() - started) / 1000).toFixed(1)} s; the kit runs against ${server.api} with --test-control`);
  const result = await runKit({ api: server.api, login: 'demo', password: 'demo1234', testControl: true });
  console.log(`\n${table(result)}\n`);
  console.log(`run ${result.runId}: ${(result.ms / 1000).toFixed(1)} s`);
  if (values.junit) fs.writeFileSync(values.junit, junit(result));
  console.log(summary(result));
  failed = result.failed > 0;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
