import { z } from 'zod';
import { ALL_ENDPOINTS, NAMED_ENDPOINTS } from '@/lib/contract';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { GET as getDocument } from '@/app/api/v2/openapi.json/route';
import { buildOpenApiDocument, errorStatuses, fileBodyTypes, fullPath, openApiDocument, pathParameterNames } from '../openapi';
import { SchemaComponents } from '../openapi-schemas';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const JSON_SCHEMA_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'];

const doc = buildOpenApiDocument() as unknown as Json;
const paths = doc.paths as Record<string, Record<string, Json>>;

/** Resolves a local JSON pointer (`#/components/...`) in the document, or returns undefined. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  if (ref === '#') return root;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

function deref<T = Json>(value: unknown): T {
  let node = value as Json;
  for (let hops = 0; typeof node?.$ref === 'string' && hops < 10; hops += 1) node = resolvePointer(doc, node.$ref as string) as Json;
  return node as T;
}

/** Every value of the document with the JSON pointer that reaches it. */
function* walk(value: unknown, pointer = '#'): Generator<[string, unknown]> {
  yield [pointer, value];
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, `${pointer}/${index}`);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* walk(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function operations(): Array<{ path: string; method: string; op: Json }> {
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => METHODS.includes(method)).map(([method, op]) => ({ path, method, op })));
}

/** Schema objects of the document: everything under a `schema` key or in components.schemas, recursively. */
function* schemaObjects(): Generator<[string, Json]> {
  const visit = function* (value: unknown, pointer: string): Generator<[string, Json]> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    yield [pointer, value as Json];
    const schema = value as Json;
    for (const key of ['items', 'additionalProperties', 'propertyNames', 'not', 'contains']) yield* visit(schema[key], `${pointer}/${key}`);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      for (const [index, item] of ((schema[key] ?? []) as unknown[]).entries()) yield* visit(item, `${pointer}/${key}/${index}`);
    }
    for (const [name, item] of Object.entries((schema.properties ?? {}) as Json)) yield* visit(item, `${pointer}/properties/${name}`);
  };
  for (const [pointer, value] of walk(doc)) {
    if (pointer.endsWith('/schema') || /^#\/components\/schemas\/[^/]+$/.test(pointer)) yield* visit(value, pointer);
  }
}

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document with info, paths and components', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(Object.keys(paths).length).toBeGreaterThan(0);
    for (const path of Object.keys(paths)) expect(path).toMatch(/^\//);
  });

  it('is plain JSON: no undefined, functions, NaN or Infinity, and survives a round trip', () => {
    const bad = [...walk(doc)].filter(([, value]) => value === undefined || typeof value === 'function'
      || typeof value === 'bigint' || typeof value === 'symbol' || (typeof value === 'number' && !Number.isFinite(value))
      || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype));
    expect(bad.map(([pointer]) => pointer)).toEqual([]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('resolves every $ref', () => {
    const refs = [...walk(doc)].filter(([pointer]) => pointer.endsWith('/$ref'));
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs.filter(([, ref]) => typeof ref !== 'string' || resolvePointer(doc, ref) === undefined);
    expect(broken).toEqual([]);
    // A zod-local pointer would resolve against the document root: none may be left.
    expect(refs.filter(([, ref]) => String(ref).startsWith('#/$defs') || ref === '#')).toEqual([]);
  });

  it('gives every operation a unique operationId, a known tag and responses with descriptions', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const tagNames = (doc.tags as Json[]).map((tag) => tag.name);
    expect(new Set(tagNames).size).toBe(tagNames.length);
    for (const { path, method, op } of operations()) {
      for (const tag of op.tags as string[]) expect({ path, method, tag, known: tagNames.includes(tag) }).toEqual({ path, method, tag, known: true });
      const responses = op.responses as Json;
      expect(Object.keys(responses).length).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(responses)) {
        expect(status).toMatch(/^([1-5](\d\d|XX)|default)$/);
        expect(typeof deref(response).description).toBe('string');
      }
    }
  });

  it('declares every path parameter exactly once, required, and no path parameter the template lacks', () => {
    for (const { path, method, op } of operations()) {
      const declared = ((op.parameters ?? []) as unknown[]).map((p) => deref(p));
      const inPath = declared.filter((p) => p.in === 'path').map((p) => p.name as string);
      expect({ path, method, params: inPath.sort() }).toEqual({ path, method, params: pathParameterNames(path).sort() });
      for (const parameter of declared.filter((p) => p.in === 'path')) expect(parameter.required).toBe(true);
    }
  });

  it('has well-formed, unique parameters per operation', () => {
    for (const { path, method, op } of operations()) {
      const declared = ((op.parameters ?? []) as unknown[]).map((p) => deref(p));
      const keys = declared.map((p) => `${String(p.in)}:${String(p.name)}`);
      expect({ path, method, duplicates: keys.filter((key, i) => keys.indexOf(key) !== i) }).toEqual({ path, method, duplicates: [] });
      for (const parameter of declared) {
        expect(['query', 'header', 'path', 'cookie']).toContain(parameter.in);
        expect(typeof parameter.name).toBe('string');
        expect(Boolean(parameter.schema) !== Boolean(parameter.content)).toBe(true);
      }
    }
  });

  it('has no two templated paths that differ only in parameter names', () => {
    const shapes = Object.keys(paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
  });

  it('uses valid component names and security schemes that exist', () => {
    const components = doc.components as Record<string, Json>;
    for (const group of Object.values(components)) for (const name of Object.keys(group)) expect(name).toMatch(/^[a-zA-Z0-9._-]+$/);
    for (const { op } of operations()) {
      for (const requirement of (op.security ?? []) as Json[]) {
        for (const scheme of Object.keys(requirement)) expect(components.securitySchemes).toHaveProperty([scheme]);
      }
    }
  });

  it('has sound schemas: known types, required fields that exist, no zod-only leftovers', () => {
    const problems: string[] = [];
    for (const [pointer, schema] of schemaObjects()) {
      const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.some((type) => !JSON_SCHEMA_TYPES.includes(type as string))) problems.push(`${pointer}: type ${JSON.stringify(schema.type)}`);
      if (schema.required && schema.properties) {
        const missing = (schema.required as string[]).filter((name) => !(name in (schema.properties as Json)));
        if (missing.length) problems.push(`${pointer}: required ${missing.join(', ')} not in properties`);
      }
      if ('$schema' in schema || '$defs' in schema) problems.push(`${pointer}: embedded $schema/$defs`);
    }
    expect(problems).toEqual([]);
  });
});

describe('OpenAPI document against the contract', () => {
  it.each(NAMED_ENDPOINTS.map((entry) => [`${entry.endpoint.method} ${fullPath(entry.endpoint)}`, entry] as const))('documents %s', (_label, { endpoint }) => {
    const op = paths[fullPath(endpoint)]?.[endpoint.method.toLowerCase()];
    expect(op).toBeDefined();
    expect(op!.summary).toBe(endpoint.summary);
    expect(op!.tags).toEqual([endpoint.tag]);
    const responses = op!.responses as Json;
    expect(responses).toHaveProperty([String(endpoint.successStatus ?? 200)]);
    for (const status of [...(endpoint.errors ?? []), ...errorStatuses(endpoint)]) {
      const response = deref<Json>(responses[status]);
      expect({ status, schema: (response?.content as Json | undefined)?.['application/json'] })
        .toEqual({ status, schema: { schema: { $ref: '#/components/schemas/Error' } } });
    }
    expect(Boolean(op!.requestBody)).toBe(Boolean(endpoint.body) || fileBodyTypes(endpoint).length > 0);
    const parameters = ((op!.parameters ?? []) as unknown[]).map((p) => deref(p));
    const names = parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['shop', 'previewTheme', 'themeStyle', 'locale']));
    expect(parameters.some((p) => p.in === 'header' && p.name === 'x-csrf-token' && p.required === true)).toBe(Boolean(endpoint.csrf));
    if (endpoint.auth === 'owner') expect(op!.security).toEqual([{ bearerAuth: [] }, { ownerSession: [] }]);
    else expect(op!.security).toContainEqual({});
  });

  it('has one operation per endpoint, plus its own entry', () => {
    expect(operations()).toHaveLength(ALL_ENDPOINTS.length + 1);
  });
});

describe('OpenAPI building blocks', () => {
  it('moves recursive and named zod definitions into the components and keeps input and output forms apart', () => {
    interface Node { name: string; children: Node[] }
    const node: z.ZodType<Node> = z.object({ name: z.string(), get children() { return z.array(node).max(5); } });
    const item = z.object({ a: z.string() }).meta({ id: 'TestItem' });
    const components = new SchemaComponents();
    const tree = components.convert(z.object({ tree: node, item, again: item }), 'input', 'tree');
    const self = components.convert(node, 'output', 'node');
    const output = components.convert(z.object({ item }), 'output', 'itemOut');
    expect(JSON.stringify([tree, self, output])).not.toMatch(/#\/\$defs|"#"/);
    expect(self).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\/node/) });
    expect(components.schemas.TestItem).toEqual({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] });
    // The output form forbids extra properties; it may not overwrite the input form.
    expect(Object.keys(components.schemas).filter((name) => name.startsWith('TestItem'))).toHaveLength(2);
    const fake = { components: { schemas: components.schemas }, tree, self, output };
    for (const [, ref] of [...walk(fake)].filter(([pointer]) => pointer.endsWith('/$ref'))) {
      expect(resolvePointer(fake, ref as string)).toBeDefined();
    }
  });

  it('documents the statuses the shared handler produces', () => {
    const owner = defineEndpoint({ method: 'POST', path: '/x', tag: 'T', summary: 's', auth: 'owner', body: z.object({}), errors: [409] });
    expect(errorStatuses(owner)).toEqual([400, 401, 403, 404, 409, 413, 415, 429, 503]);
    const open = defineEndpoint({ method: 'GET', path: '/y', tag: 'T', summary: 's', auth: 'public', openWhenClosed: true });
    expect(errorStatuses(open)).toEqual([400, 404, 429]);
  });

  it('builds the document once per process', () => {
    expect(openApiDocument()).toBe(openApiDocument());
  });
});

describe('GET /api/v2/openapi.json', () => {
  it('serves the document as JSON with a request id', async () => {
    const response = await getDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await response.json()) as Json;
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths as Json)).toEqual(Object.keys(paths));
    const second = await getDocument();
    expect(second.headers.get('request-id')).not.toBe(response.headers.get('request-id'));
  });
});
