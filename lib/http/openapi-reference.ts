import { COMMON_QUERY_PARAMETERS, ERROR_RESPONSES } from './openapi-components';
import { resolveRef, type JsonSchema } from './openapi-schemas';
import type { OpenApiDocument } from './openapi';

/** One row of a parameter or body-field table of the reference page. */
export interface ReferenceField {
  name: string;
  where: string;
  type: string;
  required: boolean;
  description?: string;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  owner: boolean;
  csrf: boolean;
  openWhenClosed: boolean;
  rateLimit?: string;
  success: { status: string; description: string };
  parameters: ReferenceField[];
  /** Top-level fields of a JSON body, or one pseudo-field for a file or non-object body; null without a body. */
  body: ReferenceField[] | null;
  errors: Array<{ status: string; name: string }>;
}

export interface ReferenceSection {
  tag: string;
  anchor: string;
  operations: ReferenceOperation[];
}

type Components = Record<string, JsonSchema>;

function range(schema: JsonSchema, low: string, high: string, unit = ''): string | undefined {
  const min = schema[low];
  const max = schema[high];
  if (typeof min === 'number' && typeof max === 'number') return min === max ? `exactly ${min}${unit}` : `${min}–${max}${unit}`;
  if (typeof max === 'number') return `at most ${max}${unit}`;
  if (typeof min === 'number') return `at least ${min}${unit}`;
  return undefined;
}

/** A JSON Schema in a few words for people: `string (uuid)`, `integer, 1–100, default 12`, `one of: a, b`. */
export function describeSchema(input: JsonSchema | undefined, components: Components = {}, depth = 0): string {
  if (!input || Object.keys(input).length === 0) return 'any';
  const schema = resolveRef(input, components);
  if (schema !== input && depth > 2) return 'object';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of: ${(schema.enum as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return [...new Set(branches.map((branch) => describeSchema(branch, components, depth + 1)))].join(' or ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length > 1) return types.map((type) => describeSchema({ ...schema, type }, components, depth + 1)).join(' or ');
  const extra: string[] = [];
  let base: string;
  switch (types[0]) {
    case 'string':
      base = typeof schema.format === 'string' ? `string (${schema.format})` : 'string';
      if (!schema.format) extra.push(range(schema, 'minLength', 'maxLength', ' characters') ?? '');
      if (!schema.format && typeof schema.pattern === 'string' && schema.pattern.length <= 40) extra.push(`pattern ${schema.pattern}`);
      break;
    case 'integer':
    case 'number': {
      base = types[0];
      const min = schema.minimum ?? schema.exclusiveMinimum;
      // zod writes the safe-integer range for every int(); it says nothing to a reader.
      if (!(min === Number.MIN_SAFE_INTEGER && schema.maximum === Number.MAX_SAFE_INTEGER)) extra.push(range(schema, 'minimum', 'maximum') ?? '');
      break;
    }
    case 'array':
      base = `array of ${describeSchema(schema.items as JsonSchema | undefined, components, depth + 1)}`;
      extra.push(range(schema, 'minItems', 'maxItems', ' items') ?? '');
      break;
    case 'object':
      base = schema.properties || !schema.additionalProperties ? 'object' : `map of ${describeSchema(schema.additionalProperties as JsonSchema, components, depth + 1)}`;
      break;
    default:
      base = types[0] ?? 'any';
  }
  if (schema.default !== undefined) extra.push(`default ${JSON.stringify(schema.default)}`);
  return [base, ...extra.filter(Boolean)].join(', ');
}

function deref(value: unknown, document: OpenApiDocument): JsonSchema {
  const ref = (value as JsonSchema).$ref;
  if (typeof ref !== 'string') return value as JsonSchema;
  let node: unknown = document;
  for (const key of ref.slice(2).split('/')) node = (node as JsonSchema)[key];
  return node as JsonSchema;
}

const MAX_BODY_ROWS = 40;

/** Rows for an object's fields, nested objects (and lists of objects) flattened to `a.b` and `a[].b`, two levels deep. */
function objectRows(schema: JsonSchema, components: Components, prefix: string, required: boolean, depth: number, rows: ReferenceField[]): void {
  const object = resolveRef(schema, components);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const requiredNames = new Set((object.required ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    if (rows.length >= MAX_BODY_ROWS) return;
    const path = `${prefix}${name}`;
    const isRequired = required && requiredNames.has(name);
    rows.push({
      name: path, where: 'body', type: describeSchema(property, components), required: isRequired,
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
    });
    if (depth >= 2) continue;
    const inner = resolveRef(property, components);
    const items = inner.type === 'array' && inner.items ? resolveRef(inner.items as JsonSchema, components) : undefined;
    // A nullable object is `anyOf: [object, null]`: its fields are still worth listing.
    const nullable = ((inner.anyOf ?? []) as JsonSchema[]).map((branch) => resolveRef(branch, components)).find((branch) => branch.properties);
    if (inner.properties) objectRows(inner, components, `${path}.`, isRequired, depth + 1, rows);
    else if (nullable) objectRows(nullable, components, `${path}.`, false, depth + 1, rows);
    else if (items?.properties) objectRows(items, components, `${path}[].`, isRequired, depth + 1, rows);
  }
}

function bodyFields(requestBody: JsonSchema | undefined, components: Components): ReferenceField[] | null {
  if (!requestBody) return null;
  const content = requestBody.content as Record<string, { schema?: JsonSchema }>;
  const json = content['application/json']?.schema;
  if (!json) return [{ name: 'file', where: 'body', type: `file: ${Object.keys(content).join(', ')}`, required: true }];
  if (!resolveRef(json, components).properties) {
    return [{ name: '(body)', where: 'body', type: describeSchema(json, components), required: Boolean(requestBody.required) }];
  }
  const rows: ReferenceField[] = [];
  objectRows(json, components, '', true, 0, rows);
  return rows;
}

/** The reference page's view of the OpenAPI document: operations grouped by tag, in the document's order. */
export function referenceSections(document: OpenApiDocument): ReferenceSection[] {
  const components = document.components.schemas;
  const sections = new Map<string, ReferenceSection>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item as Record<string, JsonSchema>)) {
      const tag = (value.tags as string[])[0] ?? 'Other';
      const section = sections.get(tag) ?? { tag, anchor: `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, operations: [] };
      sections.set(tag, section);
      const responses = value.responses as Record<string, JsonSchema>;
      const successStatus = Object.keys(responses).find((status) => /^2/.test(status)) ?? '200';
      const rateLimit = value['x-rate-limit'] as { limit: number; windowSeconds: number; perAccount?: boolean } | undefined;
      section.operations.push({
        id: String(value.operationId), method: method.toUpperCase(), path, summary: String(value.summary ?? ''),
        owner: value['x-auth'] === 'owner', csrf: value['x-csrf'] === true, openWhenClosed: value['x-open-when-closed'] === true,
        rateLimit: rateLimit ? `${rateLimit.limit} requests per ${rateLimit.windowSeconds} s per client${rateLimit.perAccount ? ' and per account' : ''}` : undefined,
        success: { status: successStatus, description: String(deref(responses[successStatus], document).description ?? '') },
        // The query parameters every call takes are explained once, not in every table.
        parameters: ((value.parameters ?? []) as JsonSchema[])
          .map((parameter) => deref(parameter, document))
          .filter((parameter) => !(parameter.in === 'query' && String(parameter.name) in COMMON_QUERY_PARAMETERS))
          // The CSRF header is shown as a fact of the endpoint, with its explanation at the top.
          .filter((parameter) => !(parameter.in === 'header' && parameter.name === 'x-csrf-token'))
          .map((parameter) => ({
            name: String(parameter.name), where: String(parameter.in), required: parameter.required === true,
            type: describeSchema(parameter.schema as JsonSchema, components),
            ...(typeof parameter.description === 'string' ? { description: parameter.description } : {}),
          })),
        body: bodyFields(value.requestBody as JsonSchema | undefined, components),
        errors: Object.keys(responses).filter((status) => /^[45]/.test(status))
          .map((status) => ({ status, name: ERROR_RESPONSES[Number(status)]?.name ?? `Error ${status}` })),
      });
    }
  }
  return [...sections.values()];
}
