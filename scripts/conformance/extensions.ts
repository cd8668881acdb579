// Extensions in the conformance kit: operations beyond the specification (tag `extension`,
// `x-capability: <name>`) are checked only when the backend advertises their name at
// /account/capabilities for the working account. Any failure of that call (a 404 from a backend
// that never heard of it) means none: the kit then checks the rest, and the panel works with none.
/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
import { CAPABILITIES } from '../../contract/src/capabilities.js';
import type { Operation } from './contract.js';
import { Stop, type Context } from './runner.js';

/** Asks the backend once which extensions it offers the working account; kept in `c.state.capabilities` (undefined: the call failed, so none). */
export async function readCapabilities(c: Context) {
  // A plan sends nothing: it lists the calls of every extension.
  if (c.options.plan) {
    c.state.capabilities = [...CAPABILITIES];
    return;
  }
  try {
    const r = await c.call('accountCapabilities', {}, { expect: [200, 404], what: 'the extensions the backend offers', probe: false });
    const names: unknown = r.body?.capabilities;
    c.state.capabilities = r.status === 200 && Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    c.state.capabilities = undefined;
  }
}

/** Why the kit leaves an operation alone, or undefined when it checks it. */
export function notOffered(c: Context, op: Operation): string | undefined {
  const offered = c.state.capabilities as string[] | undefined;
  if (op.operationId === 'accountCapabilities') {
    return offered === undefined ? 'the backend does not answer /account/capabilities: it offers no extension (the panel works without)' : undefined;
  }
  if (op.capability === undefined || offered?.includes(op.capability)) return undefined;
  return `an extension ("${op.capability}") /account/capabilities does not advertise for the account`;
}
