import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.js';
import { openDb } from './lib/db.js';
import { Sandbox } from './lib/sandbox.js';
import { loadPlatform } from './lib/platform.js';
import { Clock } from './lib/clock.js';
import { Faults, RequestLog } from './lib/test-hooks.js';
import { loadContract } from './lib/openapi.js';
import errors from './plugins/errors.js';
import contract from './plugins/contract.js';
import testControl from './plugins/test-control.js';
import accountRoutes from './features/account/routes.js';
import domainRoutes from './features/domains/routes.js';
import logRoutes from './features/logs/routes.js';
import { seedMissing } from './seed/seed.js';
import type { Panel } from './panel.js';
import { ApiError } from './lib/errors.js';

/** The client's routes (spec §2): a GET of any of them serves the client's index.html. */
const CLIENT_ROUTES = /^\/(login|domains|emails|databases|redirects|ssl|logs|scripts|access|files|advanced|authorize\/[^/]+)?\/?$/;

/** Builds the whole server without listening: external plugins, then ours, then the routes. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: config.mode === 'production' ? 'info' : 'warn' } : false,
    bodyLimit: 8 * 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false, strict: false } },
  });

  const panel: Panel = {
    config,
    db: openDb(config.dataDir),
    sandbox: new Sandbox(config.dataDir),
    platform: loadPlatform(),
    clock: new Clock(),
    faults: new Faults(),
    requests: new RequestLog(),
    implemented: new Set(),
  };
  app.decorate('panel', panel);
  app.addHook('onClose', async () => panel.db.close());

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    return payload;
  });

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
  await app.register(multipart, { limits: { files: 1000, fields: 20, fieldSize: 64 * 1024 } });
  await app.register(swagger, { mode: 'static', specification: { document: loadContract().document } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(errors);
  await app.register(contract);

  await app.register(accountRoutes);
  await app.register(domainRoutes);
  await app.register(logRoutes);
  if (config.mode !== 'production') await app.register(testControl);

  app.get('/config.json', async (_req, reply) => reply.header('cache-control', 'no-store').send({ apiUrl: config.apiUrl }));

  const index = path.join(config.clientDir, 'index.html');
  const hasClient = fs.existsSync(index);
  if (hasClient) {
    await app.register(fastifyStatic, { root: config.clientDir, wildcard: false, index: false, serve: true, prefix: '/' });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (request.method === 'GET' && hasClient && CLIENT_ROUTES.test(url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(index));
    }
    return reply.code(404).send({ type: 'notFound', message: 'Not found.' });
  });

  if (config.seed) await seedMissing(panel);
  return app;
}
