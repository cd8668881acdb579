// The shapes of the contract's 200 replies, as the client checks them where it reads them
// (client/src/api/reply-check.ts): written to src/generated/replies.ts by `npm run contract:generate`,
// compared by `npm run contract:check`. A shape says what the client relies on — types, required
// properties, null, enums and constants, bounds of numbers, dates, array items — and nothing else.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * A string the contract describes as `YYYY-MM-DD HH:MM:SS` (its descriptions say so; the server's
 * own format) is a date the client reads: `server-date-time`. `format: date-time` is ISO 8601.
 */
const SERVER_DATE = /^YYYY-MM-DD( HH:MM:SS)?\b/;

function pointer(document, ref) {
  let node = document;
  for (const raw of ref.slice(2).split('/')) node = node[raw.replaceAll('~1', '/').replaceAll('~0', '~')];
  return node;
}

const refName = (ref) => (ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined);

/** One schema of the document as a shape; named schemas become references, written once in `definitions`. */
function shapeOf(document, schema, used) {
  if (schema === undefined || schema === true) return { kind: 'any' };
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (name === undefined) return shapeOf(document, pointer(document, schema.$ref), used);
    used.add(name);
    return { kind: 'ref', name };
  }
  if (schema.allOf) {
    // Every part is an object here (the contract's Session and HandoffSession): one object of them all.
    const merged = { kind: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      const shape = resolveObject(document, part, used);
      Object.assign(merged.properties, shape.properties);
      merged.required.push(...shape.required.filter((key) => !merged.required.includes(key)));
    }
    return merged;
  }
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return { kind: 'oneOf', options: options.map((option) => shapeOf(document, option, used)) };
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null') || schema.nullable === true;
  const kinds = types.filter((type) => type !== 'null');
  if (kinds.length > 1) {
    return { kind: 'oneOf', options: kinds.map((type) => shapeOf(document, { ...schema, type }, used)), ...(nullable && { nullable: true }) };
  }
  const kind = kinds[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  if (kind === undefined) return { kind: 'any' };
  const shape = { kind };
  if (nullable) shape.nullable = true;
  if (kind === 'object') {
    shape.properties = {};
    for (const [key, value] of Object.entries(schema.properties ?? {})) shape.properties[key] = shapeOf(document, value, used);
    shape.required = schema.required ?? [];
    if (typeof schema.additionalProperties === 'object') shape.values = shapeOf(document, schema.additionalProperties, used);
  } else if (kind === 'array') {
    shape.items = shapeOf(document, schema.items, used);
  } else {
    const allowed = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
    if (allowed) shape.enum = allowed.filter((value) => value !== null);
    if (typeof schema.minimum === 'number') shape.minimum = schema.minimum;
    if (typeof schema.maximum === 'number') shape.maximum = schema.maximum;
    if (kind === 'string' && schema.format === 'date-time') shape.format = 'date-time';
    else if (kind === 'string' && SERVER_DATE.test(schema.description ?? '')) shape.format = 'server-date-time';
  }
  return shape;
}

/** A part of an `allOf` as an object shape (a named part's properties are copied in). */
function resolveObject(document, schema, used) {
  const target = schema.$ref ? pointer(document, schema.$ref) : schema;
  const shape = shapeOf(document, target, used);
  if (shape.kind !== 'object') throw new Error(`allOf part ${schema.$ref ?? ''} is not an object`);
  return shape;
}

/** The JSON schema of an operation's 200 reply, or undefined (a download, an empty answer). */
function replySchema(document, operation) {
  let response = operation.responses?.['200'];
  if (response?.$ref) response = pointer(document, response.$ref);
  return response?.content?.['application/json']?.schema;
}

/** The shapes of every 200 JSON reply of the panel's operations (the test-control API is left out: the client never calls it). */
export function replyShapes(document) {
  const used = new Set();
  const replies = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (path.startsWith('/__test')) continue;
    for (const method of METHODS) {
      const operation = item?.[method];
      const schema = operation && replySchema(document, operation);
      if (schema) replies[path] = shapeOf(document, schema, used);
    }
  }
  const definitions = {};
  const pending = [...used];
  while (pending.length > 0) {
    const name = pending.shift();
    if (Object.hasOwn(definitions, name)) continue;
    const before = new Set(used);
    definitions[name] = shapeOf(document, document.components.schemas[name], used);
    for (const next of used) if (!before.has(next)) pending.push(next);
  }
  const sorted = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((name) => [name, definitions[name]]),
  );
  return { definitions: sorted, replies };
}

/** The generated module's text. */
export function replyShapesSource(document) {
  const { definitions, replies } = replyShapes(document);
  return `// Generated from contract/openapi.yaml by contract/scripts/reply-shapes.mjs (npm run contract:generate).
// Do not edit: npm run contract:check fails when this file and the document differ.

/** What the client relies on in a value of a reply (client/src/api/reply-check.ts checks it). */
export type ReplyShape =
  | { readonly kind: 'any' }
  | { readonly kind: 'ref'; readonly name: string }
  | { readonly kind: 'oneOf'; readonly options: readonly ReplyShape[]; readonly nullable?: true }
  | {
      readonly kind: 'string' | 'integer' | 'number' | 'boolean';
      readonly nullable?: true;
      readonly enum?: readonly (string | number | boolean)[];
      readonly minimum?: number;
      readonly maximum?: number;
      /** \`date-time\`: ISO 8601; \`server-date-time\`: the server's \`YYYY-MM-DD HH:MM:SS\`. */
      readonly format?: 'date-time' | 'server-date-time';
    }
  | { readonly kind: 'array'; readonly nullable?: true; readonly items: ReplyShape }
  | {
      readonly kind: 'object';
      readonly nullable?: true;
      readonly properties: Readonly<Record<string, ReplyShape>>;
      readonly required: readonly string[];
      /** The shape of the values of a map (\`additionalProperties\` with a schema). */
      readonly values?: ReplyShape;
    };

/** The contract's named schemas that the replies use. */
export const replyDefinitions: Readonly<Record<string, ReplyShape>> = ${JSON.stringify(definitions, null, 1)};

/** Each operation's 200 JSON reply, by path. */
export const replyShapes: Readonly<Record<string, ReplyShape>> = ${JSON.stringify(replies, null, 1)};
`;
}
