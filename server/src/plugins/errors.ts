import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors.js';

/**
 * The one error handler: every failure becomes `{type, message, field?}`. Contract violations in a
 * body are 400 `validation` naming the field; anything unexpected is logged and answered with a
 * bare 500 that carries no internal detail.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      reply.code(error.status).headers(error.headers);
      return reply.send({ ...error.extra, type: error.type, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (error.validation) {
      const first = error.validation[0];
      const field =
        (first?.params as { additionalProperty?: string; missingProperty?: string } | undefined)?.additionalProperty ??
        (first?.params as { missingProperty?: string } | undefined)?.missingProperty ??
        first?.instancePath?.replace(/^\//, '').split('/')[0];
      const message =
        first?.keyword === 'additionalProperties'
          ? `Unknown field: ${field}.`
          : first?.keyword === 'required'
            ? `Missing field: ${field}.`
            : `Invalid value of ${field || 'body'}: ${first?.message ?? 'invalid'}.`;
      return reply.code(400).send({ type: 'validation', message, ...(field ? { field } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, a media type no parser takes, body too large.
      // A media type is 415 (the route's own check answers first, saying which it wants); every
      // other one is a bad body to the caller: 400 validation, the status the contract documents.
      if (status === 415) return reply.code(415).send({ type: 'unsupportedMediaType', message: 'The body must be JSON.' });
      const message =
        status === 413
          ? 'The body is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The body is not valid JSON.'
            : error.message;
      return reply.code(400).send({ type: 'validation', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ type: 'internal', message: 'Internal server error.' });
  });
});
