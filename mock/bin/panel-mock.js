#!/usr/bin/env node
// The server compiled from server/src/mock-cli.ts (build.mjs); `panel-mock record …` is the
// validation proxy's recorder compiled from scripts/proxy/record-cli.ts. Both live in dist/, which
// exists only in the packed package (built at pack time), hence the addresses made at run time.
const compiled = (file) => new URL(`../dist/${file}`, import.meta.url).href;
if (process.argv[2] === 'record') {
  const { recordMain } = await import(compiled('scripts/proxy/record-cli.js'));
  await recordMain(process.argv.slice(3));
} else {
  await import(compiled('server/src/mock-cli.js'));
}
