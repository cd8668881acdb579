import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT_DIR } from '../config.js';

export const OPENAPI_FILE = path.join(ROOT_DIR, 'contract/openapi.yaml');

type Json = any;

export interface Operation {
  operationId: string;
  /** Path as the spec names it, e.g. /domain/add (mounted under /api). */
  path: string;
  secured: boolean;
  /** Media type of the request body. */
  contentType: string;
  /** Fully dereferenced request body schema (undefined for multipart). */
  body?: Json;
  /** Fully dereferenced reply schemas by status code. */
  responses: Record<string, Json | undefined>;
}

let cached: { document: Json; operations: Map<string, Operation> } | undefined;

export function loadContract() {
  if (cached) return cached;
  const document = parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
  const operations = new Map<string, Operation>();
  const globalSecured = (document.security ?? []).length > 0;
  for (const [p, item] of Object.entries<Json>(document.paths ?? {})) {
    const op = item.post;
    if (!op) continue;
    const content = op.requestBody ? deref(document, op.requestBody).content ?? {} : {};
    const contentType = Object.keys(content)[0] ?? 'application/json';
    const responses: Record<string, Json> = {};
    for (const [status, r] of Object.entries<Json>(op.responses ?? {})) {
      const resolved = deref(document, r);
      const media = resolved.content?.['application/json'];
      responses[status] = media ? inline(document, media.schema) : undefined;
    }
    operations.set(op.operationId, {
      operationId: op.operationId,
      path: p,
      secured: op.security ? op.security.length > 0 : globalSecured,
      contentType,
      body: contentType === 'multipart/form-data' ? undefined : inline(document, content[contentType]?.schema),
      responses,
    });
  }
  cached = { document, operations };
  return cached;
}

function deref(document: Json, node: Json): Json {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 20; i++) {
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    if (n === undefined) throw new Error(`Unresolved $ref ${node.$ref}`);
  }
  return n;
}

/** Replaces every $ref with its target so a schema stands on its own (the contract has no cycles). */
export function inline(document: Json, schema: Json, depth = 0): Json {
  if (depth > 50) throw new Error('Schema nests too deeply (a $ref cycle?)');
  if (Array.isArray(schema)) return schema.map((s) => inline(document, s, depth + 1));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') {
    const { $ref: _ref, ...rest } = schema;
    return { ...inline(document, deref(document, schema), depth + 1), ...inline(document, rest, depth + 1) };
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] = k === 'properties' || k === 'patternProperties'
      ? Object.fromEntries(Object.entries<Json>(v as Json).map(([pk, pv]) => [pk, inline(document, pv, depth + 1)]))
      : inline(document, v, depth + 1);
  }
  return out;
}
