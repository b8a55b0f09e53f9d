import type { NamedEndpoint } from '@/lib/contract';
import { requiresJsonRequest, type Endpoint } from '@/lib/contract/endpoint';
import { COMMON_QUERY_PARAMETERS, ERROR_RESPONSES, RESPONSE_HEADERS } from './openapi-components';
import { objectProperties, type SchemaComponents } from './openapi-schemas';

/** Where the API's answers live: under /api/v2 unless the endpoint is one of the few outside it. */
export function fullPath(endpoint: Endpoint): string {
  return `${endpoint.outsideApi ? '' : '/api/v2'}${endpoint.path}`;
}

/** The names of the `{parameters}` of a path template, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** The error statuses an endpoint can answer: its own plus those the shared handler produces for it. */
export function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set([400, 404, 429, ...(endpoint.errors ?? [])]);
  if (!endpoint.openWhenClosed) statuses.add(503);
  if (endpoint.auth === 'owner') [401, 403].forEach((status) => statuses.add(status));
  if (endpoint.csrf) statuses.add(403);
  if (endpoint.body || fileBodyTypes(endpoint).length) [413, 415].forEach((status) => statuses.add(status));
  if (requiresJsonRequest(endpoint)) statuses.add(415);
  if (endpoint.versioned && endpoint.method !== 'GET') statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Endpoints whose body is a file rather than JSON: the contract has no slot for raw bytes, so their
 * media types are listed here.
 */
const FILE_BODIES: Record<string, string[]> = {
  'POST /storage/images/{filename}': ['image/jpeg', 'image/png', 'image/gif'],
};

/** The media types of an endpoint's file body; empty for JSON endpoints. */
export function fileBodyTypes(endpoint: Endpoint): string[] {
  return FILE_BODIES[`${endpoint.method} ${endpoint.path}`] ?? [];
}

function fileRequestBody(types: string[]) {
  const file = { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file.' };
  return {
    required: true,
    description: 'The file itself (its type is read from its first bytes and must match the file name), or multipart/form-data with exactly one file.',
    content: {
      ...Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
      'multipart/form-data': { schema: { type: 'object', properties: { file }, required: ['file'] } },
    },
  };
}

/** Media type of a success answer: JSON, except for stylesheets and scripts served outside the API. */
function successMediaType(endpoint: Endpoint): string {
  if (endpoint.path.endsWith('.css')) return 'text/css';
  if (endpoint.path.endsWith('.js')) return 'text/javascript';
  return 'application/json';
}

function acceptsNoBody(endpoint: Endpoint): boolean {
  try {
    return endpoint.body!.safeParse(undefined).success;
  } catch {
    return false; // an async refinement cannot be checked here; documenting the body as required is safe
  }
}

/** The OpenAPI operation of one endpoint; its schemas go through `schemas` into the document's components. */
export function operation(entry: NamedEndpoint, operationId: string, schemas: SchemaComponents) {
  const { endpoint } = entry;
  const parameters: unknown[] = [];
  const pathNames = pathParameterNames(endpoint.path);
  const params = endpoint.params ? objectProperties(schemas.convert(endpoint.params, 'input', `${operationId}_params`), schemas.schemas) : undefined;
  for (const name of pathNames) {
    parameters.push({ name, in: 'path', required: true, schema: params?.properties[name] ?? { type: 'string' } });
  }
  const query = endpoint.query ? objectProperties(schemas.convert(endpoint.query, 'input', `${operationId}_query`), schemas.schemas) : undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    parameters.push({
      name, in: 'query', required: query!.required.has(name), schema,
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      // Arrays come as repeated parameters: ?productIds=a&productIds=b.
      ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
    });
  }
  for (const [name, component] of Object.entries(COMMON_QUERY_PARAMETERS)) {
    if (!query?.properties[name]) parameters.push({ $ref: `#/components/parameters/${component}` });
  }
  if (endpoint.csrf) parameters.push({ $ref: '#/components/parameters/CsrfTokenHeader' });
  if (endpoint.versioned && endpoint.method !== 'GET') {
    parameters.push({
      name: 'If-Match', in: 'header', required: false, schema: { type: 'string', examples: ['"12"'] },
      description: 'The version this write is based on, as a read\'s ETag gave it. A stale one answers 409 with `currentVersion` and `current`; without it the write is accepted.',
    });
  }

  const status = endpoint.successStatus ?? 200;
  const responses: Record<string, unknown> = {
    [status]: {
      description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : status === 204 ? 'Done; no content' : 'Success',
      headers: endpoint.versioned
        ? { ...RESPONSE_HEADERS, ETag: { description: 'The resource\'s version, for If-Match on the next write.', schema: { type: 'string' } } }
        : RESPONSE_HEADERS,
      ...(status === 204 ? {} : {
        content: { [successMediaType(endpoint)]: { schema: endpoint.response ? schemas.convert(endpoint.response, 'output', `${operationId}_response`) : {} } },
      }),
    },
  };
  for (const code of errorStatuses(endpoint)) {
    const known = ERROR_RESPONSES[code];
    responses[code] = known ? { $ref: `#/components/responses/${known.name}` }
      : { description: `Error ${code}`, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  responses.default = { $ref: '#/components/responses/InternalServerError' };

  return {
    operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    // Public endpoints take an owner's credentials too (editor mode sees closed shops); owner ones require them.
    security: endpoint.auth === 'owner' ? [{ bearerAuth: [] }, { ownerSession: [] }] : [{}, { bearerAuth: [] }, { ownerSession: [] }],
    parameters,
    ...(fileBodyTypes(endpoint).length && !endpoint.body ? { requestBody: fileRequestBody(fileBodyTypes(endpoint)) } : {}),
    ...(endpoint.body ? {
      requestBody: {
        // A body that may be left out entirely (every field optional) is not required.
        required: !acceptsNoBody(endpoint),
        content: { 'application/json': { schema: schemas.convert(endpoint.body, 'input', `${operationId}_body`) } },
      },
    } : {}),
    responses,
    'x-auth': endpoint.auth,
    ...(endpoint.csrf ? { 'x-csrf': true } : {}),
    ...(endpoint.openWhenClosed ? { 'x-open-when-closed': true } : {}),
    ...(endpoint.rateLimit ? { 'x-rate-limit': endpoint.rateLimit } : {}),
  };
}
