import fp from 'fastify-plugin';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { loadContract } from '../lib/openapi.js';

const TEST_CONTROL_TAG = 'test-control';

/** The parts of an OpenAPI document this file reads. */
interface OpenApiDocument {
  tags?: { name: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/**
 * The contract rendered at /api/docs (the document itself at /api/docs/json). In production the
 * test-control API does not exist, so its paths and tag are left out of what is shown.
 */
export default fp(async function apiDocs(app: FastifyInstance) {
  const document = loadContract().document as OpenApiDocument;
  const shown = app.panel.config.mode === 'production' ? withoutTestControl(document) : document;
  // The contract is checked by the contract check, not by these types.
  await app.register(swagger, { mode: 'static', specification: { document: shown as unknown as StaticDocumentSpec['document'] } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's page loads its scripts from here and inlines none; it does inject style elements.
    staticCSP:
      "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  });
});

/** The document without the test-control paths, its tag, and the components only they use. */
export function withoutTestControl(document: OpenApiDocument): OpenApiDocument {
  const isTestControl = (item: Record<string, unknown>) =>
    Object.values(item).some((op) => (op as { tags?: string[] } | null)?.tags?.includes(TEST_CONTROL_TAG));
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([, item]) => !isTestControl(item)));

  // Components reachable from what remains (through $refs, transitively).
  const reached = new Set<string>();
  const resolve = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') && !reached.has(value)) {
        reached.add(value);
        visit(resolve(value));
      } else visit(value);
    }
  };
  visit(paths);
  const components = Object.fromEntries(
    Object.entries(document.components ?? {}).map(([kind, entries]) => [
      kind,
      kind === 'securitySchemes' ? entries : Object.fromEntries(Object.entries(entries).filter(([name]) => reached.has(`#/components/${kind}/${name}`))),
    ]),
  );
  return {
    ...document,
    tags: (document.tags ?? []).filter((t) => t.name !== TEST_CONTROL_TAG),
    paths,
    components,
  };
}
