import type { Config } from './config.js';
import { openDb } from './lib/db.js';
import { Sandbox } from './lib/sandbox/index.js';
import { loadPlatform } from './lib/platform.js';
import { Clock } from './lib/clock.js';
import { Faults, RequestLog } from './lib/test-hooks.js';
import type { Panel } from './panel.js';

/**
 * The panel's state over a data folder: the database, the sandbox, the platform, the clock and the
 * test hooks. The server decorates it onto Fastify; `npm run seed` uses it alone, without loading
 * the routes and the contract's validators.
 */
export function openPanel(config: Config): Panel {
  return {
    config,
    db: openDb(config.dataDir),
    sandbox: new Sandbox(config.dataDir),
    platform: loadPlatform(),
    clock: new Clock(),
    faults: new Faults(),
    requests: new RequestLog(),
    implemented: new Set(),
  };
}
