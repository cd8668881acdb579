import type { Config } from './config.js';
import type { Db } from './lib/db.js';
import type { Sandbox } from './lib/sandbox/index.js';
import type { Platform } from './lib/platform.js';
import type { Clock } from './lib/clock.js';
import type { Faults, RequestLog } from './lib/test-hooks.js';
import type { AccountRow } from './lib/accounts.js';
import type { OperationId, RequestBody } from '@panel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What every handler and service works with, decorated onto the Fastify instance as `panel`. */
export interface Panel {
  config: Config;
  db: Db;
  sandbox: Sandbox;
  platform: Platform;
  clock: Clock;
  /** The faults and the journal the test machinery plays and keeps (plugins/test-machinery.ts); unused in production. */
  faults: Faults;
  requests: RequestLog;
  /** operationIds that have a route. */
  implemented: Set<string>;
}

/** A call of an operation: its body as the contract's request schema has checked it. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{ Body: RequestBody<Id> }>;
/** A call of an operation the contract secures: its account is known (from the session, or a form's session field). */
export type SecuredRequest<Id extends OperationId> = OperationRequest<Id> & { account: AccountRow };

declare module 'fastify' {
  interface FastifyInstance {
    panel: Panel;
    /** Registers the handler of a contract operation that needs no session at its path, with its body schema. */
    operation<Id extends OperationId>(operationId: Id, handler: (request: OperationRequest<Id>, reply: FastifyReply) => unknown): void;
    /**
     * Registers the handler of an operation the contract secures (a session, or a form's session
     * field): checked before the handler runs, which is handed the call's account.
     */
    secured<Id extends OperationId>(operationId: Id, handler: (request: SecuredRequest<Id>, reply: FastifyReply) => unknown): void;
  }
  interface FastifyRequest {
    account?: AccountRow;
    sessionHash?: string;
    /** The reply came from an injected fault (plugins/test-machinery.ts): it is not checked against the contract. */
    faulted?: boolean;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}
