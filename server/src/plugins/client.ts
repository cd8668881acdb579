import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isClientRoute } from '@panel/contract/pages';

/** Vite names everything under assets/ by its content hash: such a file never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and /config.json decide which assets and which API the browser uses: never kept. */
const NEVER_CACHED = 'no-store';
const NOT_FOUND = { type: 'notFound', message: 'Not found.' };

/**
 * Serves the built client (when the folder has an index.html): its files, with the brotli or gzip
 * copy the build wrote beside each one when the browser accepts it; the page (index.html) for
 * every client route; /config.json naming the API (and the password reset page, when set). Anything
 * else is a JSON 404.
 */
export default fp(async function client(app: FastifyInstance) {
  const { clientDir, apiUrl, apiCredentials, passwordResetUrl } = app.panel.config;

  // A call to no route is answered before its body is read: nothing parses what nothing takes.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') return void reply.code(404).send(NOT_FOUND);
    done();
  });

  const runtime = { apiUrl, ...(apiCredentials && { apiCredentials }), ...(passwordResetUrl && { passwordResetUrl }) };
  app.get('/config.json', async (_req, reply) => reply.header('cache-control', NEVER_CACHED).send(runtime));

  const index = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(index);
  if (hasClient) {
    const assets = path.join(clientDir, 'assets') + path.sep;
    // Copied as they are from client/public (the script icons), not named by their hash.
    const unhashed = path.join(assets, 'scripts') + path.sep;
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      serve: true,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      // The compressed copies are served in place of their originals, never by their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', file.startsWith(assets) && !file.startsWith(unhashed) ? IMMUTABLE : file === index ? NEVER_CACHED : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && hasClient && isClientRoute(url)) {
      return reply.header('cache-control', NEVER_CACHED).type('text/html; charset=utf-8').send(fs.createReadStream(index));
    }
    return reply.code(404).send(NOT_FOUND);
  });
});
