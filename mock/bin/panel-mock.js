#!/usr/bin/env node
// The server compiled from server/src/mock-cli.ts (build.mjs); `panel-mock record …` is the
// validation proxy's recorder compiled from scripts/proxy/record-cli.ts.
if (process.argv[2] === 'record') {
  const { recordMain } = await import('../dist/scripts/proxy/record-cli.js');
  await recordMain(process.argv.slice(3));
} else {
  await import('../dist/server/src/mock-cli.js');
}
