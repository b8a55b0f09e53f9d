import { NAMED_ENDPOINTS, type NamedEndpoint } from '@/lib/contract';
import { baseComponents, RESPONSE_HEADERS } from './openapi-components';
import { fullPath, operation } from './openapi-operation';
import { SchemaComponents, type JsonSchema } from './openapi-schemas';

export { errorStatuses, fileBodyTypes, fullPath, pathParameterNames } from './openapi-operation';

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** Operation ids: the contract's name, prefixed with its file's name where two files use the same one. */
function operationIds(entries: readonly NamedEndpoint[]): string[] {
  const counts = new Map<string, number>();
  for (const { name } of entries) counts.set(name, (counts.get(name) ?? 0) + 1);
  const taken = new Set<string>();
  return entries.map(({ name, contract }) => {
    const base = counts.get(name)! > 1 ? `${contract}_${name}` : name;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
    taken.add(id);
    return id;
  });
}

/** The document's own entry: it is served by a plain route, not from the contract. */
const documentOperation = {
  operationId: 'getOpenApiDocument', summary: 'This OpenAPI 3.1 document.', tags: ['Meta'], security: [{}],
  responses: { 200: { description: 'Success', headers: { 'request-id': RESPONSE_HEADERS['request-id'] }, content: { 'application/json': { schema: { type: 'object' } } } } },
};

/** Builds the OpenAPI 3.1 document of every endpoint from the zod schemas of the contract. */
export function buildOpenApiDocument(entries: readonly NamedEndpoint[] = NAMED_ENDPOINTS) {
  const components = baseComponents();
  const schemas = new SchemaComponents();
  Object.assign(schemas.schemas, components.schemas);
  const ids = operationIds(entries);
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: string[] = [];
  entries.forEach((entry, index) => {
    const path = fullPath(entry.endpoint);
    paths[path] ??= {};
    paths[path][entry.endpoint.method.toLowerCase()] = operation(entry, ids[index]!, schemas);
    if (!tags.includes(entry.endpoint.tag)) tags.push(entry.endpoint.tag);
  });
  paths['/api/v2/openapi.json'] = { get: documentOperation };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine API',
      version: '2.0.0',
      description: 'The HTTP API of the Vitrine storefront and its page editor. Every call names its shop with the `shop` query parameter (or the host name); owner calls carry a bearer token from POST /api/v2/auth/sign-in; errors are JSON `{ message, code?, errors? }` with a request-id header. A readable reference is at /api/docs.',
    },
    servers: [{ url: '/' }],
    tags: [...tags, 'Meta'].map((name) => ({ name })),
    paths,
    components: { ...components, schemas: schemas.schemas },
  };
}

/** The document for this process, built once: the contract cannot change while it runs. */
let cached: OpenApiDocument | undefined;
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}

export type { JsonSchema };
