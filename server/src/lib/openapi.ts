import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT_DIR } from '../config.js';

export const OPENAPI_FILE = path.join(ROOT_DIR, 'contract/openapi.yaml');

/** A JSON Schema as the contract writes it (the keywords read here are named). */
export interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  [keyword: string]: unknown;
}

/** A request body or a reply of the contract: a $ref, or its content by media type. */
interface Content {
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
}

interface ContractOperation {
  operationId: string;
  security?: unknown[];
  requestBody?: Content;
  responses?: Record<string, Content>;
  'x-body-limit'?: number;
  'x-capability'?: string;
}

/** The parts of the parsed OpenAPI document that are read here. */
export interface OpenApiDocument {
  security?: unknown[];
  paths?: Record<string, { post?: ContractOperation }>;
  components?: Record<string, unknown>;
}

export interface Operation {
  operationId: string;
  /** Path as the spec names it, e.g. /domain/add (mounted under /api). */
  path: string;
  secured: boolean;
  /** Media type of the request body. */
  contentType: string;
  /** Fully dereferenced request body schema (undefined for multipart). */
  body?: Schema;
  /** Fully dereferenced reply schemas by status code. */
  responses: Record<string, Schema | undefined>;
  /** Largest request body accepted, in bytes (`x-body-limit`, else the default). */
  bodyLimit: number;
  /** The success reply is the account's refreshed lists (`lists`) or the sync lists (`syncLists`). */
  replies?: 'lists' | 'syncLists';
  /** A form post that carries its session as this field instead of the bearer header. */
  sessionField?: string;
  /** The extension the operation belongs to (`x-capability`): a backend has it only when `/account/capabilities` says so. */
  capability?: string;
}

/** What a JSON or form body may weigh unless the operation says more (`x-body-limit`). */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

let cached: { document: OpenApiDocument; operations: Map<string, Operation> } | undefined;

export function loadContract() {
  if (cached) return cached;
  const document = parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  const operations = new Map<string, Operation>();
  const globalSecured = (document.security ?? []).length > 0;
  for (const [p, item] of Object.entries(document.paths ?? {})) {
    const op = item.post;
    if (!op) continue;
    const content = op.requestBody ? (deref(document, op.requestBody).content ?? {}) : {};
    const contentType = Object.keys(content)[0] ?? 'application/json';
    const responses: Record<string, Schema | undefined> = {};
    for (const [status, r] of Object.entries(op.responses ?? {})) {
      const resolved = deref(document, r);
      const media = resolved.content?.['application/json'];
      responses[status] = media ? inline(document, media.schema) : undefined;
    }
    const secured = op.security ? op.security.length > 0 : globalSecured;
    const body = contentType === 'multipart/form-data' ? undefined : inline(document, content[contentType]?.schema);
    operations.set(op.operationId, {
      operationId: op.operationId,
      path: p,
      secured,
      contentType,
      body,
      responses,
      bodyLimit: op['x-body-limit'] ?? DEFAULT_BODY_LIMIT,
      replies: listReply(op.responses?.['200']),
      sessionField: !secured && body?.properties?.session ? 'session' : undefined,
      capability: op['x-capability'],
    });
  }
  cached = { document, operations };
  return cached;
}

function listReply(reply: Content | undefined): Operation['replies'] {
  if (reply?.$ref === '#/components/responses/Lists') return 'lists';
  if (reply?.content?.['application/json']?.schema?.$ref === '#/components/schemas/SyncLists') return 'syncLists';
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Follows a node's $ref chain to its target, which has the node's own shape. */
function deref<T extends object>(document: OpenApiDocument, node: T): T {
  let n: unknown = node;
  for (let i = 0; isObject(n) && typeof n.$ref === 'string' && i < 20; i++) {
    const ref = n.$ref;
    n = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (isObject(o) ? o[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
    if (n === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  return n as T;
}

/** Replaces every $ref with its target so a schema stands on its own (the contract has no cycles). */
export function inline<T>(document: OpenApiDocument, schema: T, depth = 0): T {
  if (depth > 50) throw new Error('Schema nests too deeply (a $ref cycle?)');
  if (Array.isArray(schema)) return schema.map((s: unknown) => inline(document, s, depth + 1)) as T;
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    const { $ref: _ref, ...rest } = schema;
    return { ...inline(document, deref(document, schema), depth + 1), ...inline(document, rest, depth + 1) };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] =
      (k === 'properties' || k === 'patternProperties') && isObject(v)
        ? Object.fromEntries(Object.entries(v).map(([pk, pv]) => [pk, inline(document, pv, depth + 1)]))
        : inline(document, v, depth + 1);
  }
  return out as T;
}
