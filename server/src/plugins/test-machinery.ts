import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { loadContract, type Operation } from '../lib/openapi.js';
import { faultDelay, type JournalCall } from '../lib/test-hooks.js';
import { findAccountByLogin } from '../lib/accounts.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Records the call in its account's journal once answered (lib/journal.ts). */
    journal?: (record: JournalCall) => void;
  }
}

type Done = (error?: Error) => void;
type Hooks<T> = T | T[] | undefined;
const listOf = <T>(hooks: Hooks<T>): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * The test machinery beside the production routes: injected faults, each account's journal of
 * calls and the Date header of a virtual clock. app.ts registers it only when test control is on
 * (outside production mode), before the routes: its `onRoute` hook adds these hooks to each route
 * the contract plugin mounts (those naming an `operationId`), after the route's own. In production
 * none of this code runs on a call, and the routes carry none of its hooks.
 */
export default fp(
  async function testMachinery(app: FastifyInstance) {
    const { panel } = app;
    if (panel.config.mode === 'production') throw new Error('The test machinery is never registered in production mode.');
    const { operations } = loadContract();

    app.addHook('onRoute', (route: RouteOptions) => {
      const operationId = route.config?.operationId;
      const op = operationId === undefined ? undefined : operations.get(operationId);
      if (op) addHooks(route, op);
    });

    function addHooks(route: RouteOptions, op: Operation) {
      // The reply's Date is the account's time, virtual or not: the client takes "now" from it.
      route.onSend = [dateOfClock, ...listOf(route.onSend)];
      // Test-control calls are neither journalled nor faulted (a fault's path is never one of theirs).
      if (op.path.startsWith('/__test/')) return;
      const finish = (request: FastifyRequest, reply: FastifyReply, status = reply.statusCode) => finishJournal(op, request, reply.elapsedTime, status);
      // Every call of an account goes into its journal: begun once the session has named the account
      // (a form post's session field names it only once its body is read).
      function journalBegin(request: FastifyRequest, _reply: FastifyReply, done: Done) {
        if (request.account) request.journal = panel.requests.begin(request.account.login);
        done();
      }
      function faultPlay(request: FastifyRequest, reply: FastifyReply, done: Done) {
        if (panel.faults.size === 0) return done();
        // A fault that answers the call itself (a status, a dropped connection) ends it here.
        injectFault(op.path, request, reply, finish).then((answered) => answered || done(), done);
      }
      function journalFinish(request: FastifyRequest, reply: FastifyReply, done: Done) {
        finish(request, reply);
        done();
      }
      if (op.sessionField) route.preValidation = [...listOf(route.preValidation), journalBegin];
      else route.onRequest = [...listOf(route.onRequest), journalBegin];
      route.preHandler = [...listOf(route.preHandler), faultPlay];
      route.onResponse = [...listOf(route.onResponse), journalFinish];
    }

    function dateOfClock(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
      if (panel.clock.isVirtual(request.account)) void reply.header('date', new Date(panel.clock.now(request.account)).toUTCString());
      done(null, payload);
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
        startedAt: Date.now() - elapsed,
        // Masked as the journal shows it (lib/journal-mask.ts): named secrets, contents, secrets in texts.
        body: request.body,
        ...(request.faulted && { faulted: true }),
      });
    }

    /** Plays the fault injected for this call, if any; true when it answered the call. */
    async function injectFault(
      path: string,
      request: FastifyRequest,
      reply: FastifyReply,
      journal: (request: FastifyRequest, reply: FastifyReply, status: number) => void,
    ): Promise<boolean> {
      const fault = panel.faults.take(path, loginOf(request), request.body);
      if (!fault) return false;
      // The contract plugin leaves a faulted reply unchecked, and the journal marks it.
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
        void reply
          .code(fault.status ?? 200)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(fault.body));
        return true;
      }
      if (!fault.status) return false;
      void reply.code(fault.status).send({ type: fault.type ?? 'fault', message: fault.message ?? 'Injected fault.' });
      return true;
    }
  },
  { name: 'test-machinery' },
);

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

/** The login a call is made as: its account's, else the one its body names (a sign-in, a hand-off). */
function loginOf(request: FastifyRequest): string | undefined {
  if (request.account) return request.account.login;
  const body = request.body as { login?: unknown } | undefined;
  return typeof body?.login === 'string' ? body.login : undefined;
}
