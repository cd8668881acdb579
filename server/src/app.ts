import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import type { Config } from './config.js';
import { DEFAULT_BODY_LIMIT } from './lib/openapi.js';
import { loggerOptions } from './lib/logging.js';
import errors from './plugins/errors.js';
import contract from './plugins/contract.js';
import testControl from './plugins/test-control.js';
import testMachinery from './plugins/test-machinery.js';
import localOnly from './plugins/local-only.js';
import cors from './plugins/cors.js';
import hardening, { clientErrorHandler, frameworkErrors } from './plugins/hardening.js';
import apiDocs from './plugins/api-docs.js';
import client from './plugins/client.js';
import { seedMissing } from './seed/templates.js';
import { openPanel } from './open-panel.js';
import { ApiError } from './lib/errors.js';

const FEATURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features');

/**
 * Every area's routes: each `features/<area>/routes.ts` (or .js once compiled), so adding an area
 * never touches this file.
 */
async function featureRoutes(): Promise<FastifyPluginAsync[]> {
  const files = fs
    .readdirSync(FEATURES_DIR)
    .sort()
    .flatMap((area) =>
      ['routes.ts', 'routes.js']
        .map((f) => path.join(FEATURES_DIR, area, f))
        .filter((f) => fs.existsSync(f))
        .slice(0, 1),
    );
  return Promise.all(files.map(async (f) => ((await import(pathToFileURL(f).href)) as { default: FastifyPluginAsync }).default));
}

/** Builds the whole server without listening: external plugins, then ours, then the routes. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    frameworkErrors,
    clientErrorHandler,
    // A request that trickles in is ended: its headers, its body's pace, the whole of it.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: config.timeouts.checkIntervalMs },
    requestTimeout: config.timeouts.requestMs,
    // Each operation has its own limit (the contract's `x-body-limit`); everything else stays small.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Only the proxies named in PANEL_TRUST_PROXY are believed: their X-Forwarded-For gives the
    // address the sign-in throttle counts, their X-Forwarded-Proto whether the device cookie is Secure.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false, strict: false } },
  });

  const panel = openPanel(config);
  app.decorate('panel', panel);
  app.addHook('onClose', async () => panel.db.close());

  // Security headers, no caching of API replies, compression: before any route is added.
  await app.register(hardening);
  // Outside production, only this machine's names (and PANEL_ALLOWED_HOSTS) are answered: first of all.
  await app.register(localOnly);
  // CORS for the panel's origins named in PANEL_CORS_ORIGINS: preflights answered before any route.
  await app.register(cors);

  // A call without a payload may come with an empty body: it reads as {}.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (body === '') return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, 'validation', 'The body is not valid JSON.'), undefined);
    }
  });
  await app.register(formbody);
  await app.register(apiDocs);

  await app.register(errors);
  await app.register(contract);
  // With test control on (outside production), faults, the journal and a virtual clock's Date header
  // join every operation's route as it is mounted (test-machinery.ts); production never loads them.
  if (config.mode !== 'production') await app.register(testMachinery);

  for (const routes of await featureRoutes()) await app.register(routes);
  if (config.mode !== 'production') await app.register(testControl);

  await app.register(client);

  if (config.seed) await seedMissing(panel);
  return app;
}
