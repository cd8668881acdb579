import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadContract } from '../lib/openapi.js';
import { schemaValidator } from '../lib/schemas.js';
import { authenticate } from '../features/account/sessions.js';

/**
 * Routes come from the contract: `app.operation(id, handler)` mounts the operation's path under
 * /api with its request schema (unknown fields rejected) and, for secured operations, the session
 * check. Injected faults and the per-account request log hang on the same hooks. With
 * `validateReplies`, every reply is checked against the operation's documented reply schema.
 */
export default fp(async function contract(app: FastifyInstance) {
  const { operations } = loadContract();

  app.decorate('operation', function operation(this: FastifyInstance, operationId: string, handler: any) {
    const op = operations.get(operationId);
    if (!op) throw new Error(`Operation ${operationId} is not in the contract`);
    app.panel.implemented.add(operationId);
    this.route({
      method: 'POST',
      url: `/api${op.path}`,
      schema: op.body ? { body: op.body } : undefined,
      config: { operationId },
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      preHandler: op.secured ? [authenticate, injectFault] : [injectFault],
      handler,
    });
  });

  async function injectFault(request: FastifyRequest, reply: FastifyReply) {
    if (app.panel.faults.size === 0) return;
    const path = request.url.replace(/^\/api/, '').split('?')[0];
    const fault = app.panel.faults.take(path, loginOf(request));
    if (!fault) return;
    request.faulted = true;
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault.networkError) {
      request.raw.socket?.destroy();
      return reply.hijack();
    }
    if (fault.status) {
      return reply.code(fault.status).send({ type: fault.type ?? 'fault', message: fault.message ?? 'Injected fault.' });
    }
  }

  app.addHook('onResponse', async (request, reply) => {
    const login = loginOf(request);
    if (!login || !request.routeOptions.config.operationId || request.url.startsWith('/api/__test/')) return;
    app.panel.requests.record(login, {
      path: request.url.replace(/^\/api/, '').split('?')[0],
      status: reply.statusCode,
      time: new Date().toISOString(),
    });
  });

  if (app.panel.config.validateReplies) {
    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.routeOptions.config.operationId;
      if (!id || request.faulted || typeof payload !== 'string') return payload;
      const op = operations.get(id)!;
      const status = String(reply.statusCode);
      if (!(status in op.responses)) return violation(reply, `status ${status} is not documented for ${id}`);
      const schema = op.responses[status];
      if (!schema) return payload;
      const validate = schemaValidator(schema);
      if (!validate(JSON.parse(payload))) {
        const detail = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
        return violation(reply, `reply ${status} of ${id} breaks the contract: ${detail}`);
      }
      return payload;
    });
  }
});

function violation(reply: FastifyReply, message: string) {
  reply.log.error(message);
  reply.code(500);
  return JSON.stringify({ type: 'contractViolation', message });
}

function loginOf(request: FastifyRequest): string | undefined {
  if (request.account) return request.account.login;
  const body = request.body as { login?: unknown } | undefined;
  return typeof body?.login === 'string' ? body.login : undefined;
}
