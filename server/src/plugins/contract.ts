import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadContract, type Operation } from '../lib/openapi.js';
import { schemaValidator } from '../lib/schemas.js';
import { ApiError, noSession } from '../lib/errors.js';
import { guardBodyPace } from './request-pace.js';
import type { AccountRow } from '../lib/accounts.js';
import { JsonText, LIST_REPLIES } from '../lists.js';
import { authenticate, sessionAccount } from '../features/account/sessions.js';
import { requireCapability } from '../lib/capabilities.js';
import { isCapability } from '@panel/contract';

/**
 * Routes come from the contract: `app.operation(id, handler)` mounts the operation's path under
 * /api (`app.secured` for an operation the contract secures: its handler is handed a request whose
 * account is known, so it never asserts one) with its request schema (unknown fields rejected) and
 * its body limit. For operations whose success reply is the account's refreshed lists, the handler
 * only does its work and the lists are attached here; a reply already written as JSON text
 * (`JsonText`) goes as it is. With `validateReplies`, every reply is checked against the operation's
 * documented reply schema, but for a reply marked `faulted` (not the handler's).
 *
 * Only production work is done here. Each route names its `operationId` in its config: that is the
 * seam the test machinery (test-machinery.ts: faults, the journal, a virtual clock's Date header)
 * plugs into when test control is on, adding its own hooks to the route as it is mounted.
 *
 * The session comes first: a secured operation answers 403 without a valid session before its
 * body is read, whatever the body, then a body of another media type 415; both on the matched
 * route, never on the raw URL. A body that trickles in is cut off (request-pace.ts).
 */
export default fp(async function contract(app: FastifyInstance) {
  const { operations } = loadContract();
  const { panel } = app;

  /** Mounts a handler that needs no session (`app.operation`). */
  function operation(this: FastifyInstance, operationId: string, handler: Handler) {
    mount(this, operationId, false, handler);
  }
  /**
   * Mounts a handler of a secured operation (`app.secured`), handed the call's account. An
   * extension's operation (`x-capability`) answers 404 notAvailable when the extension is off for
   * the account: after the body's validation, before the handler does anything.
   */
  function secured(this: FastifyInstance, operationId: string, handler: (request: SignedIn, reply: FastifyReply) => unknown) {
    const capability = operations.get(operationId)?.capability;
    if (capability !== undefined && !isCapability(capability)) throw new Error(`${operationId} names an unknown capability "${capability}"`);
    mount(this, operationId, true, (request, reply) => {
      assertSignedIn(request);
      if (capability) requireCapability(request.account, capability);
      return handler(request, reply);
    });
  }

  function mount(app: FastifyInstance, operationId: string, withAccount: boolean, handler: Handler) {
    const op = operations.get(operationId);
    if (!op) throw new Error(`Operation ${operationId} is not in the contract`);
    // The helper says what the handler is handed, so it must say what the contract says.
    if (withAccount !== (op.secured || op.sessionField !== undefined)) {
      throw new Error(`${operationId} ${withAccount ? 'needs no session: mount it with app.operation' : 'is secured: mount it with app.secured'}`);
    }
    panel.implemented.add(operationId);
    const listsOf = op.replies && LIST_REPLIES[op.replies];
    const answer = (request: FastifyRequest, reply: FastifyReply, handled: unknown) => {
      let result = handled;
      if (listsOf) {
        assertSignedIn(request);
        result = listsOf(panel, request.account);
      }
      if (!(result instanceof JsonText)) return result;
      void reply.type('application/json; charset=utf-8');
      return result.bytes;
    };
    app.route({
      method: 'POST',
      url: `/api${op.path}`,
      bodyLimit: op.bodyLimit,
      schema: op.body ? { body: op.body } : undefined,
      config: { operationId },
      // Decided on the matched route, so every spelling the router accepts (an encoded letter)
      // meets it; before the body is read. Hooks take callbacks: they run on every call.
      onRequest: (request, reply, done) => {
        try {
          if (op.secured) authenticate(request);
          refuseOtherMedia(op, request);
        } catch (error) {
          return done(error as Error);
        }
        guardBodyPace(request, reply, panel.config.timeouts);
        done();
      },
      preValidation: (request, _reply, done) => {
        if (request.body === undefined || request.body === null) request.body = {};
        // A form post opening a new tab carries its session as a field: checked before the rest.
        if (op.sessionField) {
          const found = sessionAccount(panel, (request.body as Record<string, unknown>)[op.sessionField]);
          if (!found) return done(noSession());
          request.account = found.account;
        }
        done();
      },
      // A handler that answers at once (a keepalive's does its work and leaves the lists to this
      // layer) is answered in the same turn; one that waits is answered once it is done.
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const result = handler(request, reply);
        if (isThenable(result)) return result.then((done) => answer(request, reply, done));
        return result === undefined && !listsOf ? Promise.resolve(result) : answer(request, reply, result);
      },
      ...(panel.config.validateReplies && {
        onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) =>
          done(null, request.faulted || !isJsonPayload(reply, payload) ? payload : checkedReply(op, reply, payload)),
      }),
    });
  }
  // Every operation is mounted alike; panel.ts declares `operation` and `secured` with each operation's own body type.
  app.decorate('operation', operation as FastifyInstance['operation']);
  app.decorate('secured', secured as FastifyInstance['secured']);
});

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';
type SignedIn = FastifyRequest & { account: AccountRow };

/**
 * A secured call's account is known before its handler runs: `onRequest` (the session) or
 * `preValidation` (a form's session field) refuses the call without one.
 */
function assertSignedIn(request: FastifyRequest): asserts request is SignedIn {
  if (!request.account) throw noSession();
}

/** A reply of JSON: as a string, or as the bytes of JSON text (`JsonText`); not a download's bytes or a stream. */
const isJsonPayload = (reply: FastifyReply, payload: unknown): payload is string | Buffer =>
  typeof payload === 'string' || (Buffer.isBuffer(payload) && String(reply.getHeader('content-type')).startsWith('application/json'));

/** The reply as sent when it keeps to the operation's documented statuses and schemas, else a 500 saying where it does not. */
function checkedReply(op: Operation, reply: FastifyReply, payload: string | Buffer): string | Buffer {
  const status = String(reply.statusCode);
  if (!(status in op.responses)) return violation(reply, `status ${status} is not documented for ${op.operationId}`);
  const schema = op.responses[status];
  if (!schema) return payload;
  const validate = schemaValidator(schema);
  if (validate(JSON.parse(payload.toString()))) return payload;
  const detail = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
  return violation(reply, `reply ${status} of ${op.operationId} breaks the contract: ${detail}`);
}

const MEDIA_NAMES: Record<string, string> = {
  'application/json': 'JSON',
  'multipart/form-data': 'multipart/form-data',
  'application/x-www-form-urlencoded': 'a form',
};

/**
 * 415 for a body that is not of the operation's media type (JSON, the uploads' multipart, the
 * download posts' form): a form post from another site cannot reach a JSON call. A call without a
 * body may leave the type out (it reads as {}).
 */
function refuseOtherMedia(op: Operation, request: FastifyRequest) {
  const header = request.headers['content-type'];
  if (header === op.contentType) return;
  const type = header?.split(';', 1)[0].trim().toLowerCase();
  if (type === op.contentType) return;
  if (!type && !hasBody(request)) return;
  throw new ApiError(415, 'unsupportedMediaType', `The body must be ${MEDIA_NAMES[op.contentType] ?? op.contentType}.`);
}

const hasBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

function violation(reply: FastifyReply, message: string) {
  reply.log.error(message);
  reply.code(500);
  return JSON.stringify({ type: 'contractViolation', message });
}
