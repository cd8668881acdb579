#!/usr/bin/env node
// Contract check (npm run contract:check): the committed types and reply shapes match the document, every
// operation has a unique operationId, and every $ref resolves.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { replyShapesSource } from './reply-shapes.mjs';
import { scenarioNamesFile, scenarioNamesSource } from './scenario-names.mjs';

const documentUrl = new URL('../openapi.yaml', import.meta.url);
const generatedUrl = new URL('../src/generated/api.ts', import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const problems = [];
const document = parse(readFileSync(documentUrl, 'utf8'));

/** Follows a local JSON pointer ('#/a/b'); undefined when any step is missing. */
function resolvePointer(root, ref) {
  if (!ref.startsWith('#/')) return undefined;
  let node = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

function checkRefs(node, where) {
  if (Array.isArray(node)) {
    node.forEach((item, i) => checkRefs(item, `${where}/${i}`));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      if (resolvePointer(document, value) === undefined) problems.push(`unresolved $ref ${value} at ${where}`);
    } else {
      checkRefs(value, `${where}/${key}`);
    }
  }
}
checkRefs(document, '#');

const seen = new Map();
for (const [path, item] of Object.entries(document.paths ?? {})) {
  for (const method of METHODS) {
    const operation = item?.[method];
    if (!operation) continue;
    const id = operation.operationId;
    if (typeof id !== 'string' || id === '') {
      problems.push(`${method.toUpperCase()} ${path} has no operationId`);
    } else if (seen.has(id)) {
      problems.push(`operationId ${id} is used by both ${seen.get(id)} and ${method.toUpperCase()} ${path}`);
    } else {
      seen.set(id, `${method.toUpperCase()} ${path}`);
    }
  }
}

// Same call as the CLI of `npm run generate` (openapi-typescript openapi.yaml -o src/generated/api.ts).
const expected = COMMENT_HEADER + astToString(await openapiTS(documentUrl, { silent: true, defaultNonNullable: false }));
const committed = existsSync(generatedUrl) ? readFileSync(generatedUrl, 'utf8') : '';
if (expected !== committed) {
  problems.push('contract/src/generated/api.ts is stale: run npm run contract:generate');
}
// The reply shapes the client checks (scripts/reply-shapes.mjs), likewise.
const repliesUrl = new URL('../src/generated/replies.ts', import.meta.url);
const committedShapes = existsSync(repliesUrl) ? readFileSync(repliesUrl, 'utf8') : '';
if (replyShapesSource(document) !== committedShapes) {
  problems.push('contract/src/generated/replies.ts is stale: run npm run contract:generate');
}

// The shipped scenarios' names the kit types (scripts/scenario-names.mjs), likewise.
const committedNames = existsSync(scenarioNamesFile) ? readFileSync(scenarioNamesFile, 'utf8') : '';
if (scenarioNamesSource() !== committedNames) {
  problems.push('test-kit/src/scenario-names.ts is stale (fixtures/scenarios/ changed): run npm run contract:generate');
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`contract check: ${problem}`);
  process.exit(1);
}
console.log(
  `contract check OK: ${seen.size} operations, $refs resolve, ${fileURLToPath(generatedUrl).split('/contract/')[1]} and the reply shapes are current`,
);
