import { replyDefinitions, replyShapes, type ReplyShape } from '@panel/contract/generated/replies';
import { isDateText } from '../lib/format-date';

/**
 * Checks a 200 reply against its operation's shape in the contract (`@panel/contract/generated/replies`,
 * generated from openapi.yaml) and prunes what breaks it, so a wrong field costs that value or that
 * row, never the screen:
 *
 * - a list entry that breaks its shape where nothing smaller can go is dropped (that row);
 * - an optional property with a wrong value is removed, a nullable one becomes null (that value; a
 *   date that is not a date is a wrong value);
 * - a top-level property that is missing or wrong is left out of the reply: what reads it (the
 *   sign-in's plan, a list the keepalive brings) treats it as unavailable;
 * - properties the contract does not name are kept: nothing reads them.
 *
 * The reply is copied only where something was pruned: a valid reply comes back as the same object.
 * What was pruned is said as JSON pointers (never a value of the reply: it may hold passwords).
 */

/** What a check left out: where, and what became of it. */
export interface Pruned {
  pointer: string;
  action: 'dropped' | 'removed' | 'nulled';
}

export interface CheckedReply {
  /** The reply as the client may read it: the same object when nothing was pruned. */
  value: Record<string, unknown>;
  pruned: Pruned[];
}

/** A value that breaks its shape and cannot be kept. */
const INVALID = Symbol('invalid');
type Result = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(shape: ReplyShape): ReplyShape {
  let current = shape;
  while (current.kind === 'ref') current = replyDefinitions[current.name] ?? { kind: 'any' };
  return current;
}

const isNullable = (shape: ReplyShape) => 'nullable' in shape && shape.nullable === true;

/**
 * What a check pruned, each with its path (keys and indexes) from the value checked, made only for
 * what is pruned: a prune starts it at its own key, and each container around it puts its key in
 * front once the check of what it holds is done (`within`). A valid reply walks no path.
 */
class Walk {
  readonly found: { path: (string | number)[]; action: Pruned['action'] }[] = [];
  prune(action: Pruned['action'], key: string | number) {
    this.found.push({ path: [key], action });
  }
  /** Puts `key` in front of the paths of what was pruned since `from` (the count before checking the value at `key`). */
  within(key: string | number, from: number) {
    for (let at = from; at < this.found.length; at += 1) this.found[at].path.unshift(key);
  }
  get pruned(): Pruned[] {
    const pointer = (path: (string | number)[]) => path.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
    return this.found.map(({ path, action }) => ({ pointer: pointer(path), action }));
  }
}

function scalar(value: unknown, shape: Extract<ReplyShape, { kind: 'string' | 'integer' | 'number' | 'boolean' }>): boolean {
  switch (shape.kind) {
    case 'string':
      if (typeof value !== 'string') return false;
      if (shape.format !== undefined && !isDateText(value, shape.format)) return false;
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return false;
      break;
    default:
      if (typeof value !== 'number' || !Number.isFinite(value)) return false;
      if (shape.kind === 'integer' && !Number.isInteger(value)) return false;
      if (shape.minimum !== undefined && value < shape.minimum) return false;
      if (shape.maximum !== undefined && value > shape.maximum) return false;
  }
  return shape.enum === undefined || shape.enum.includes(value);
}

/** Checks a value against one shape: the value as it may be kept (the same reference when untouched), or INVALID. */
type Checker = (value: unknown, walk: Walk) => Result;

/**
 * Each shape's checker, made once (a shape's reference resolved, its object's properties listed,
 * its kind decided): a big account's lists repeat a few shapes some 15,000 times, and a sign-in
 * checks them in code the browser has not yet optimised, where deciding all that again for every
 * value cost more than the checks themselves.
 */
const checkers = new WeakMap<ReplyShape, Checker>();

function checkerOf(given: ReplyShape): Checker {
  const shape = resolve(given);
  let found = checkers.get(shape);
  if (!found) {
    const nullAllowed = shape.kind === 'any' || isNullable(shape);
    const check: Checker = (value, walk) => (value === null ? (nullAllowed ? value : INVALID) : notNull(value, walk));
    // Stored before its parts are made: a shape that holds itself (through a reference) finds it.
    checkers.set(shape, check);
    const notNull = notNullChecker(shape);
    found = check;
  }
  return found;
}

function notNullChecker(shape: ReplyShape): Checker {
  switch (shape.kind) {
    case 'any':
      return (value) => value;
    case 'ref':
      return () => INVALID;
    case 'oneOf': {
      // Kept only as it came: an option it fits without pruning.
      const options = shape.options.map(checkerOf);
      return (value) => (options.some((option) => option(value, new Walk()) === value) ? value : INVALID);
    }
    case 'array': {
      const items = checkerOf(shape.items);
      return (value, walk) => (Array.isArray(value) ? list(value, items, walk) : INVALID);
    }
    case 'object': {
      const parts = objectParts(shape);
      return (value, walk) => (isRecord(value) ? object(value, parts, walk, false) : INVALID);
    }
    // The common shapes as checks of their own: a big reply's values go through these, in code not yet optimised.
    case 'string':
      if (shape.format === undefined && shape.enum === undefined) return (value) => (typeof value === 'string' ? value : INVALID);
      return (value) => (scalar(value, shape) ? value : INVALID);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : INVALID);
    default:
      return (value) => (scalar(value, shape) ? value : INVALID);
  }
}

function list(value: readonly unknown[], items: Checker, walk: Walk): Result {
  let copy: unknown[] | undefined;
  for (let index = 0; index < value.length; index += 1) {
    const before = walk.found.length;
    const item = items(value[index], walk);
    if (walk.found.length > before) walk.within(index, before);
    if (item === value[index] && copy === undefined) continue;
    copy ??= value.slice(0, index);
    if (item === INVALID) walk.prune('dropped', index);
    else copy.push(item);
  }
  return copy ?? value;
}

/** An object shape as its checker walks it. */
interface ObjectParts {
  fields: Field[];
  properties: Readonly<Record<string, ReplyShape>>;
  values: Checker | undefined;
}
interface Field {
  key: string;
  check: Checker;
  required: boolean;
  nullable: boolean;
}
const partsOf = new WeakMap<object, ObjectParts>();
function objectParts(shape: Extract<ReplyShape, { kind: 'object' }>): ObjectParts {
  let found = partsOf.get(shape);
  if (!found) {
    found = { fields: [], properties: shape.properties, values: undefined };
    // Stored before its properties' checkers are made: a property may hold this very shape.
    partsOf.set(shape, found);
    for (const [key, property] of Object.entries(shape.properties)) {
      found.fields.push({ key, check: checkerOf(property), required: shape.required.includes(key), nullable: isNullable(resolve(property)) });
    }
    found.values = shape.values && checkerOf(shape.values);
  }
  return found;
}

/**
 * An object: each named property checked; at the top of a reply (`top`) a required property that
 * breaks its shape is left out like an optional one, deeper it makes the object INVALID unless null
 * can stand for it.
 */
function object(value: Record<string, unknown>, { fields, properties, values }: ObjectParts, walk: Walk, top: boolean): Result {
  let copy: Record<string, unknown> | undefined;
  for (const { key, check, required, nullable } of fields) {
    const current = value[key];
    const present = current !== undefined || Object.hasOwn(value, key);
    if (!present && !required) continue;
    const before = walk.found.length;
    const kept = present ? check(current, walk) : INVALID;
    if (walk.found.length > before) walk.within(key, before);
    if (kept === current && present) continue;
    if (kept !== INVALID) {
      copy ??= { ...value };
      copy[key] = kept;
    } else if (nullable) {
      walk.prune('nulled', key);
      copy ??= { ...value };
      copy[key] = null;
    } else if (top || !required) {
      walk.prune('removed', key);
      copy ??= { ...value };
      delete copy[key];
    } else {
      return INVALID;
    }
  }
  if (values) {
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(properties, key)) continue;
      const before = walk.found.length;
      const kept = values(value[key], walk);
      if (walk.found.length > before) walk.within(key, before);
      if (kept === value[key]) continue;
      copy ??= { ...value };
      if (kept === INVALID) {
        walk.prune('removed', key);
        delete copy[key];
      } else {
        copy[key] = kept;
      }
    }
  }
  return copy ?? value;
}

/**
 * Checks the reply of `path` (its parsed JSON; `undefined` for an empty body). An operation the
 * contract gives no JSON reply for is passed through; a reply that is not an object at all is an
 * empty one, every top-level property of it left out.
 */
export function checkReply(path: string, body: unknown): CheckedReply {
  const shape = Object.hasOwn(replyShapes, path) ? resolve(replyShapes[path]) : undefined;
  const walk = new Walk();
  if (!isRecord(body)) {
    if (shape?.kind === 'object') for (const key of shape.required) walk.prune('removed', key);
    return { value: {}, pruned: body === undefined ? walk.pruned : [{ pointer: '', action: 'removed' }, ...walk.pruned] };
  }
  if (shape?.kind !== 'object') return { value: body, pruned: [] };
  const value = object(body, objectParts(shape), walk, true);
  return { value: isRecord(value) ? value : {}, pruned: walk.pruned };
}

/**
 * `checkReply` a top-level property at a time, awaiting `pause` before each, so a big reply's check
 * leaves the page's other tasks their turns (the sign-in's 1.8 MB of a big account's lists: the first
 * screen's own calls are answered and their next calls sent between two lists). The same result.
 */
export async function checkReplyInSlices(path: string, body: unknown, pause: () => Promise<void>): Promise<CheckedReply> {
  const shape = Object.hasOwn(replyShapes, path) ? resolve(replyShapes[path]) : undefined;
  if (!isRecord(body) || shape?.kind !== 'object') return checkReply(path, body);
  const { fields, properties, values } = objectParts(shape);
  const walk = new Walk();
  // At the top a property that breaks its shape is left out, never the reply: each step gives an object.
  const step = (value: Record<string, unknown>, parts: ObjectParts) => object(value, parts, walk, true) as Record<string, unknown>;
  let value = body;
  for (const field of fields) {
    await pause();
    value = step(value, { fields: [field], properties, values: undefined });
  }
  if (values) value = step(value, { fields: [], properties, values });
  return { value, pruned: walk.pruned };
}

/**
 * Only the top-level properties `keys` of the reply of `path`, checked as `checkReply` checks them (a
 * wrong or missing one left out); the rest of the reply is neither read nor copied. For the few
 * fields a caller acts on before a big reply's whole check (the sign-in's session: api/client.ts).
 */
export function checkFields(path: string, body: unknown, keys: readonly string[]): Record<string, unknown> {
  const shape = Object.hasOwn(replyShapes, path) ? resolve(replyShapes[path]) : undefined;
  if (!isRecord(body) || shape?.kind !== 'object') return {};
  const parts = objectParts(shape);
  const named = Object.fromEntries(keys.filter((key) => Object.hasOwn(body, key)).map((key) => [key, body[key]]));
  const value = object(named, { ...parts, fields: parts.fields.filter((field) => keys.includes(field.key)), values: undefined }, new Walk(), true);
  return isRecord(value) ? value : {};
}

/**
 * The pruned pointers for a report, bounded: list indexes folded into `*` with a count, the first
 * place named, at most `limit` groups ("/domains/*\/sslExpires nulled ×2000 (first /domains/0/sslExpires)").
 */
export function describePruned(pruned: readonly Pruned[], limit = 8): string {
  const groups = new Map<string, { count: number; first: string }>();
  for (const { pointer, action } of pruned) {
    const key = `${pointer.replace(/\/\d+(?=\/|$)/g, '/*')} ${action}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { count: 1, first: pointer });
  }
  const lines = [...groups]
    .slice(0, limit)
    .map(([key, { count, first }]) => (count === 1 ? `${first} ${key.split(' ')[1]}` : `${key} ×${count} (first ${first})`));
  if (groups.size > limit) lines.push(`and ${groups.size - limit} more`);
  return lines.join('; ');
}
