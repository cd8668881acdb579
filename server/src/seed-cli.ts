// `npm run seed`: seeds the fixture accounts missing from the data folder, without starting the
// server. `npm run seed -- --reset` puts every fixture back into its seeded state and drops the
// clones, like POST /api/__test/reset. PANEL_DATA_DIR and PANEL_FIXTURES apply as for the server.
import { configFromEnvironment } from './config.js';
import { openPanel } from './open-panel.js';
import { resetFixtures, seedMissing } from './seed/templates.js';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--reset');
if (unknown.length) {
  console.error(`Unknown argument: ${unknown.join(' ')}\nUsage: npm run seed [-- --reset]`);
  process.exit(2);
}

const config = configFromEnvironment({ seed: false });
// The panel alone: no routes, no validators to build (half the start-up time).
const panel = openPanel(config);
try {
  const started = Date.now();
  if (args.includes('--reset')) {
    console.log(`Putting back the fixture accounts (${config.fixtures.join(', ')}) in ${config.dataDir}…`);
    await resetFixtures(panel, { report: (name, step) => console.log(`  ${name}: ${step}`) });
  } else {
    await seedMissing(panel);
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s; data in ${config.dataDir}.`);
} finally {
  panel.db.close();
}
