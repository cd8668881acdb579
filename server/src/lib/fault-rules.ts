import v8 from 'node:v8';
import type { Schemas } from '@panel/contract';
import { invalid } from './errors.js';
import { loadContract } from './openapi.js';

/**
 * What a fault may say, checked before it is stored (400 naming the field), and how its `when`
 * matches a call's body. Patterns run on V8's linear-time regular expression engine (the `l`
 * flag), so no pattern can stall the server however the value looks: a pattern that engine cannot
 * run (a backreference, a lookaround, a large counted repetition) is refused when the fault is
 * given. A pattern looks at the first MATCHED_CHARACTERS of a value.
 */

type FaultSpec = Omit<Schemas['TestFaultRequest'], 'login'>;
type Match = Schemas['TestFaultMatch'];

export const MATCHED_CHARACTERS = 10_000;

/** The flag of V8's linear-time engine (a variable: linters know no `l`). */
const LINEAR = 'l';
let linearEngine: boolean | undefined;

/**
 * Whether this Node runs patterns in linear time. The engine is behind a V8 flag, set only when the
 * first fault pattern arrives (never at start, never in production, where no fault is taken); once
 * set it applies to every pattern compiled with `l` later.
 */
function hasLinearEngine(): boolean {
  if (linearEngine === undefined) {
    v8.setFlagsFromString('--enable-experimental-regexp-engine');
    try {
      linearEngine = new RegExp('a', LINEAR).test('a');
    } catch {
      linearEngine = false;
    }
  }
  return linearEngine;
}

let faultPaths: string[] | undefined;

/**
 * Refuses a fault on a path that is no call of the panel's contract (test-control calls excepted):
 * it would never fire. 400 on `field`, naming the paths there are.
 */
export function checkFaultPath(faultPath: string, field: string) {
  faultPaths ??= [...loadContract().operations.values()]
    .map((o) => o.path)
    .filter((p) => !p.startsWith('/__test/'))
    .sort();
  if (!faultPaths.includes(faultPath)) throw invalid(`No call of the contract has the path ${faultPath}. The paths are: ${faultPaths.join(', ')}.`, field);
}

/** Header names a reply's framing depends on: a fault never sets them. */
const FRAMING = new Set([
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'content-encoding',
  'keep-alive',
  'upgrade',
  'trailer',
  'te',
  'host',
]);
const TOKEN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/;
// eslint-disable-next-line no-control-regex -- what is refused is exactly the control characters
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/**
 * Everything a fault says beyond what the contract's schema checks; `field` prefixes the field
 * named in a refusal (`faults` for a scenario's). Answers the fault's body-matcher.
 */
export function checkFault(fault: FaultSpec, field?: string): (body: unknown) => boolean {
  const at = (name: string) => (field ? `${field}` : name);
  checkFaultPath(fault.path, at('path'));
  if (fault.body !== undefined && (fault.type !== undefined || fault.message !== undefined)) {
    throw invalid('A fault answers either `body` or the error body `{type, message}`, not both.', at('body'));
  }
  if (fault.networkError && (fault.body !== undefined || fault.headers !== undefined)) {
    throw invalid('A dropped connection sends nothing: leave out `body` and `headers`.', at(fault.body !== undefined ? 'body' : 'headers'));
  }
  for (const [name, value] of Object.entries(fault.headers ?? {})) {
    if (!TOKEN.test(name)) throw invalid(`${JSON.stringify(name)} is not a header name.`, at(`headers.${name}`));
    if (FRAMING.has(name.toLowerCase())) throw invalid(`A fault does not set ${name}: the reply's framing depends on it.`, at(`headers.${name}`));
    if (CONTROL.test(value)) throw invalid(`The value of ${name} holds a line break or another control character.`, at(`headers.${name}`));
  }
  return bodyMatcher(fault.when, (name) => at(`when.${name}`));
}

/** A test per field of `when`; the body matches when every one passes. */
function bodyMatcher(when: FaultSpec['when'], fieldOf: (name: string) => string): (body: unknown) => boolean {
  const tests = Object.entries(when ?? {}).map(([name, match]) => fieldTest(name, match, fieldOf(name)));
  if (tests.length === 0) return () => true;
  return (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
    return tests.every((t) => t(body as Record<string, unknown>));
  };
}

function fieldTest(name: string, match: Match, field: string): (body: Record<string, unknown>) => boolean {
  const given = (body: Record<string, unknown>) => Object.hasOwn(body, name) && body[name] !== undefined && body[name] !== null;
  if (typeof match !== 'object') return (body) => Object.hasOwn(body, name) && body[name] === match;
  if ('equals' in match) return (body) => Object.hasOwn(body, name) && body[name] === match.equals;
  if ('absent' in match) return (body) => given(body) !== match.absent;
  const pattern = compilePattern(match.matches, field);
  return (body) => {
    const value = body[name];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
    return pattern.test(String(value).slice(0, MATCHED_CHARACTERS));
  };
}

function compilePattern(source: string, field: string): RegExp {
  if (!hasLinearEngine())
    throw invalid(`This Node runs no regular expression in linear time, so the pattern of ${field} is refused: use a value or absent.`, field);
  try {
    return new RegExp(source, LINEAR);
  } catch (error) {
    const reason =
      error instanceof Error && /linear time/.test(error.message)
        ? 'it needs backtracking (a backreference, a lookaround or a large counted repetition), which fault patterns do not run'
        : 'it is not a regular expression';
    throw invalid(`The pattern ${JSON.stringify(source)} of ${field} is refused: ${reason}.`, field);
  }
}
