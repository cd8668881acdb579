// The contract as the conformance kit and the validation proxy read it: every operation of
// contract/openapi.yaml with its dereferenced request and reply schemas, and Ajv validators that
// answer where a body breaks them (a JSON pointer, what the schema expects, what came).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { isSecretName } from '../../contract/src/secrets.js';
import { loadContract, type Operation, type Schema } from '../../server/src/lib/openapi.js';

export type { Operation, Schema };

/** One place where a request or a reply breaks the contract. */
export interface Mismatch {
  /** JSON pointer into the body ('' for the whole body or the status). */
  pointer: string;
  /** What the contract expects there. */
  expected: string;
  /** What came (a type or a short value; never a secret's text). */
  got: string;
}

export function operations(): Map<string, Operation> {
  return loadContract().operations;
}

/** The operation a path (without the API prefix, e.g. /domain/add) names, if any. */
export function operationByPath(path: string): Operation | undefined {
  for (const op of operations().values()) if (op.path === path) return op;
  return undefined;
}

let ajv: Ajv | undefined;
const compiled = new WeakMap<object, ValidateFunction>();
function validator(schema: object): ValidateFunction {
  ajv ??= new Ajv({ strict: false, allErrors: true, validateFormats: false });
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = ajv.compile(schema)));
  return v;
}

/** Field names whose values are never printed, whatever the mismatch: secrets (the shared rule), and key, certificate and file texts. */
const NOT_SHOWN = /token|password|passwd|secret|session|key|cert|^ca$|contents|authorization|cookie/i;

export function isSecretPointer(pointer: string): boolean {
  return pointer.split('/').some((part) => NOT_SHOWN.test(part) || isSecretName(part));
}

function at(value: unknown, pointer: string): { found: boolean; value?: unknown } {
  let v = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof v !== 'object' || v === null || !(key in v)) return { found: false };
    v = (v as Record<string, unknown>)[key];
  }
  return { found: true, value: v };
}

/** A short, secret-free description of what a body holds at a pointer. */
export function describe(value: unknown, pointer: string): string {
  const { found, value: v } = at(value, pointer);
  if (!found) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (typeof v === 'object')
    return `an object with ${
      Object.keys(v)
        .map((k) => JSON.stringify(k))
        .slice(0, 5)
        .join(', ') || 'no fields'
    }`;
  if (isSecretPointer(pointer)) return `a ${typeof v} (not shown)`;
  if (typeof v === 'string') return v.length <= 40 ? `the string ${JSON.stringify(v)}` : `a string of ${v.length} characters`;
  return `the ${typeof v} ${JSON.stringify(v)}`;
}

function toMismatch(e: ErrorObject, body: unknown): Mismatch {
  const p = e.params as Record<string, unknown>;
  const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
  switch (e.keyword) {
    case 'required': {
      const pointer = `${e.instancePath}/${escape(String(p.missingProperty))}`;
      return { pointer, expected: 'a required property', got: 'nothing' };
    }
    case 'additionalProperties': {
      const pointer = `${e.instancePath}/${escape(String(p.additionalProperty))}`;
      return { pointer, expected: 'no such property (additionalProperties: false)', got: describe(body, pointer) };
    }
    case 'type':
      return { pointer: e.instancePath, expected: `type ${JSON.stringify(p.type)}`, got: describe(body, e.instancePath) };
    case 'enum':
      return { pointer: e.instancePath, expected: `one of ${JSON.stringify(p.allowedValues)}`, got: describe(body, e.instancePath) };
    case 'const':
      return { pointer: e.instancePath, expected: JSON.stringify(p.allowedValue), got: describe(body, e.instancePath) };
    default:
      return { pointer: e.instancePath, expected: `${e.keyword}: ${e.message ?? ''}`.trim(), got: describe(body, e.instancePath) };
  }
}

/** Where a JSON value breaks a schema (empty when it keeps to it). */
export function check(schema: Schema | undefined, body: unknown): Mismatch[] {
  if (!schema) return [];
  const v = validator(schema);
  if (v(body)) return [];
  const seen = new Set<string>();
  const out: Mismatch[] = [];
  for (const e of v.errors ?? []) {
    // allOf/anyOf repeat what their branches said; keep the first word on each pointer and keyword.
    const m = toMismatch(e, body);
    const id = `${m.pointer} ${m.expected}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(m);
  }
  return out;
}

/** The content type a reply must carry for a status ('json', 'binary' for downloads, undefined when not documented). */
export function replyKind(op: Operation, status: number): 'json' | 'binary' | undefined {
  if (!(String(status) in op.responses)) return undefined;
  return op.responses[String(status)] ? 'json' : 'binary';
}

/** Where a reply breaks the contract: an undocumented status, or a body that breaks the status's schema. */
export function checkReply(op: Operation, status: number, body: unknown, contentType: string | undefined): Mismatch[] {
  const documented = Object.keys(op.responses);
  const kind = replyKind(op, status);
  if (!kind) return [{ pointer: '', expected: `a documented status (${documented.join(', ')})`, got: `status ${status}` }];
  if (kind === 'binary') return [];
  if (!/^application\/json\b/i.test(contentType ?? '')) {
    return [{ pointer: '', expected: 'a JSON body (application/json)', got: contentType ? `a body of type ${contentType}` : 'a body without a type' }];
  }
  if (body === undefined) return [{ pointer: '', expected: 'a JSON body', got: 'a body that is not JSON' }];
  return check(op.responses[String(status)], body);
}

/** Where a request body breaks the operation's request schema (JSON and form bodies). */
export function checkRequest(op: Operation, body: unknown): Mismatch[] {
  return check(op.body, body);
}
