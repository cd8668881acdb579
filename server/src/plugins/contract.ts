import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadContract, type Operation } from '../lib/openapi.js';
import { schemaValidator } from '../lib/schemas.js';
import { ApiError, noSession } from '../lib/errors.js';
import { guardBodyPace } from './request-pace.js';
import { faultDelay } from '../lib/test-hooks.js';
import { findAccountByLogin, type AccountRow } from '../lib/accounts.js';
import { JsonText, LIST_REPLIES } from '../lists.js';
import { authenticate, sessionAccount } from '../features/account/sessions.js';

/**
 * Routes come from the contract: `app.operation(id, handler)` mounts the operation's path under
 * /api (`app.secured` for an operation the contract secures: its handler is handed a request whose
 * account is known, so it never asserts one) with its request schema (unknown fields rejected) and
 * its body limit. For operations whose success reply is the account's refreshed lists, the handler
 * only does its work and the lists are attached here; a reply already written as JSON text
 * (`JsonText`) goes as it is. Injected faults and the per-account request log hang on the same
 * hooks. With `validateReplies`, every reply is checked against the operation's documented reply schema.
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
  /** Mounts a handler of a secured operation (`app.secured`), handed the call's account. */
  function secured(this: FastifyInstance, operationId: string, handler: (request: SignedIn, reply: FastifyReply) => unknown) {
    mount(this, operationId, true, (request, reply) => {
      assertSignedIn(request);
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
    // Every call of an account goes into its journal (test-control calls and production excepted).
    const journalled = panel.config.mode !== 'production' && !op.path.startsWith('/__test/');
    const journal = (request: FastifyRequest, reply: FastifyReply, status = reply.statusCode) =>
      journalled && finishJournal(op, request, reply.elapsedTime, status);
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
          if (journalled && request.account) request.journal = panel.requests.begin(request.account.login);
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
          if (journalled) request.journal = panel.requests.begin(found.account.login);
        }
        done();
      },
      preHandler: (request, reply, done) => {
        if (panel.faults.size === 0) return done();
        // A fault that answers the call itself (a status, a dropped connection) ends it here.
        injectFault(op.path, request, reply, journal).then((answered) => answered || done(), done);
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        let result = await handler(request, reply);
        if (listsOf) {
          assertSignedIn(request);
          result = listsOf(panel, request.account);
        }
        if (!(result instanceof JsonText)) return result;
        void reply.type('application/json; charset=utf-8');
        return result.text;
      },
      onSend: [
        // The reply's Date is the account's time, virtual or not: the client takes "now" from it.
        (request, reply, payload, done) => {
          if (panel.clock.isVirtual(request.account)) void reply.header('date', new Date(panel.clock.now(request.account)).toUTCString());
          done(null, payload);
        },
        ...(panel.config.validateReplies
          ? [(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) =>
              done(null, request.faulted || typeof payload !== 'string' ? payload : checkedReply(op, reply, payload))]
          : []),
      ],
      onResponse: (request, reply, done) => {
        journal(request, reply);
        done();
      },
    });
  }
  /**
   * Writes the call into its account's journal: the account it was made with, or (a sign-in, a
   * hand-off) the account it named; a call that names no account is not journalled.
   */
  function finishJournal(op: Operation, request: FastifyRequest, elapsed: number, status: number) {
    if (!request.journal) {
      const login = loginOf(request);
      if (!login || !findAccountByLogin(panel.db, login)) return;
      request.journal = panel.requests.begin(login);
    }
    request.journal({
      operationId: op.operationId,
      path: op.path,
      status,
      durationMs: Math.round(elapsed * 10) / 10,
      time: new Date(Date.now() - elapsed).toISOString(),
      // Masked as the journal shows it (lib/journal-mask.ts): named secrets, contents, secrets in texts.
      body: request.body,
      ...(request.faulted && { faulted: true }),
    });
  }

  // Every operation is mounted alike; panel.ts declares `operation` and `secured` with each operation's own body type.
  app.decorate('operation', operation as FastifyInstance['operation']);
  app.decorate('secured', secured as FastifyInstance['secured']);

  /** Plays the fault injected for this call, if any; true when it answered the call. */
  async function injectFault(
    path: string, request: FastifyRequest, reply: FastifyReply, journal: (request: FastifyRequest, reply: FastifyReply, status: number) => void,
  ): Promise<boolean> {
    const fault = panel.faults.take(path, loginOf(request), request.body);
    if (!fault) return false;
    request.faulted = true;
    const delay = faultDelay(fault);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    if (fault.headers) void reply.headers(fault.headers);
    if (fault.networkError) {
      reply.hijack();
      dropMidReply(reply);
      // No reply is sent: the journal shows status 0, as the caller sees it.
      journal(request, reply, 0);
      return true;
    }
    if (fault.body !== undefined) {
      // Sent as given (a made-up success reply too): a faulted reply is never checked against the contract.
      void reply.code(fault.status ?? 200).type('application/json; charset=utf-8').send(JSON.stringify(fault.body));
      return true;
    }
    if (!fault.status) return false;
    void reply.code(fault.status).send({ type: fault.type ?? 'fault', message: fault.message ?? 'Injected fault.' });
    return true;
  }
});

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;
type SignedIn = FastifyRequest & { account: AccountRow };

/**
 * A secured call's account is known before its handler runs: `onRequest` (the session) or
 * `preValidation` (a form's session field) refuses the call without one.
 */
function assertSignedIn(request: FastifyRequest): asserts request is SignedIn {
  if (!request.account) throw noSession();
}

/** The reply as sent when it keeps to the operation's documented statuses and schemas, else a 500 saying where it does not. */
function checkedReply(op: Operation, reply: FastifyReply, payload: string): string {
  const status = String(reply.statusCode);
  if (!(status in op.responses)) return violation(reply, `status ${status} is not documented for ${op.operationId}`);
  const schema = op.responses[status];
  if (!schema) return payload;
  const validate = schemaValidator(schema);
  if (validate(JSON.parse(payload))) return payload;
  const detail = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
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
  const type = header?.split(';', 1)[0].trim().toLowerCase();
  if (type === op.contentType) return;
  if (!type && !hasBody(request)) return;
  throw new ApiError(415, 'unsupportedMediaType', `The body must be ${MEDIA_NAMES[op.contentType] ?? op.contentType}.`);
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * An injected network failure: the status line, the headers and part of the body go out, then the
 * connection is dropped. Browsers resend a request whose reused connection closes before any byte
 * of the reply (so closing at once never reached the page); a reply cut off mid-body is not resent,
 * and the caller's fetch fails as it would on a real broken connection.
 */
function dropMidReply(reply: FastifyReply) {
  const res = reply.raw;
  const part = '{"type":';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(part.length * 8), 'cache-control': 'no-store' });
  res.write(part, () => res.socket?.destroy());
}

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
