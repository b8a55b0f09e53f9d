import fc from 'fast-check';

type Schema = { [key: string]: unknown };

export interface SchemaArbitraryOptions {
  /** components.schemas of the OpenAPI document, for `$ref`s. */
  components: Record<string, Schema>;
  /** Real ids (uuids) of the seeded database: uuid fields draw from them half of the time. */
  knownUuids: readonly string[];
  /** Real slugs and names, mixed into plain string fields now and then. */
  knownStrings: readonly string[];
  /** Real values an object field of this name most likely wants (productId: product ids), if any. */
  hint?: (field: string) => readonly string[];
  /** Odd but schema-valid text mixed into plain string fields (e.g. lone surrogates), to reach storage with it. */
  oddText?: fc.Arbitrary<string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field's own arbitrary, mixed with the real values its name suggests (that fit its format). */
function fieldArbitrary(field: string, schema: Schema, options: SchemaArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const own = schemaArbitrary(schema, options, depth);
  const target = typeof schema.$ref === 'string' ? undefined : schema;
  if (!target || target.type !== 'string' || !options.hint) return own;
  const max = bounded(target.maxLength, Infinity);
  const likely = options.hint(field).filter((value) => (target.format === 'uuid' ? UUID.test(value) : true) && value.length <= max);
  return likely.length ? fc.oneof({ arbitrary: fc.constantFrom(...likely), weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

const MAX_DEPTH = 5;

function bounded(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function stringArbitrary(schema: Schema, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  const min = bounded(schema.minLength, 0);
  const max = Math.max(min, Math.min(bounded(schema.maxLength, 40), min + 40));
  const fits = (value: string) => value.length >= min && value.length <= bounded(schema.maxLength, Infinity);
  const known = options.knownStrings.filter(fits);
  switch (schema.format) {
    case 'uuid':
      return options.knownUuids.length ? fc.oneof(fc.constantFrom(...options.knownUuids), fc.uuid()) : fc.uuid();
    case 'email': {
      const simple = fc.tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'demo.vitrine.test'))
        .map(([local, domain]) => `${local}@${domain}`);
      const knownEmails = known.filter((value) => value.includes('@'));
      return fc.oneof(
        { arbitrary: simple, weight: 4 },
        { arbitrary: knownEmails.length ? fc.constantFrom(...knownEmails) : simple, weight: 2 },
        { arbitrary: fc.emailAddress().filter(fits), weight: 1 },
      );
    }
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern this generator cannot read: fall back to plain strings, which the server then refuses.
    }
  }
  const plain = fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }).filter(fits);
  // The longest and shortest strings allowed: off-by-one limits in columns and buffers live there.
  const limit = bounded(schema.maxLength, Infinity);
  const edges = [...new Set([Math.max(min, 1), ...(limit <= 100_000 ? [limit] : [])])]
    .flatMap((length) => ['x'.repeat(length), 'é'.repeat(length)]).filter(fits);
  return fc.oneof(
    { arbitrary: plain, weight: 6 },
    { arbitrary: edges.length ? fc.constantFrom(...edges) : plain, weight: 1 },
    { arbitrary: known.length ? fc.constantFrom(...known) : plain, weight: 2 },
    { arbitrary: options.oddText ? options.oddText.filter(fits) : plain, weight: options.oddText ? 1 : 0 },
  );
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  let min = bounded(schema.minimum, integer ? -1000 : -1e6);
  let max = bounded(schema.maximum, integer ? 1000 : 1e6);
  if (typeof schema.exclusiveMinimum === 'number') min = integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum + 1e-6;
  if (typeof schema.exclusiveMaximum === 'number') max = integer ? schema.exclusiveMaximum - 1 : schema.exclusiveMaximum - 1e-6;
  if (max < min) return fc.constant(min);
  // Near the lower bound most of the time: quantities and pages of 1..20 reach more code than 9e15.
  const low = Math.min(max, min + 20);
  const edge = fc.constantFrom(min, max);
  if (integer) {
    const safeMin = Math.max(min, Number.MIN_SAFE_INTEGER);
    const safeMax = Math.min(max, Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min: Math.ceil(safeMin), max: Math.floor(Math.min(low, safeMax)) }), fc.integer({ min: Math.ceil(safeMin), max: Math.floor(safeMax) }), edge);
  }
  return fc.oneof(fc.double({ min, max: low, noNaN: true, noDefaultInfinity: true }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), edge);
}

/** A fast-check arbitrary of values that (mostly) satisfy a JSON Schema as zod's toJSONSchema writes it. */
export function schemaArbitrary(schema: Schema | boolean | undefined, options: SchemaArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || (typeof schema === 'object' && Object.keys(schema).length === 0)) {
    return fc.jsonValue({ maxDepth: 2 });
  }
  if (schema === false) return fc.constant(null);
  if (typeof schema.$ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? options.components[name] : undefined;
    return target && depth < MAX_DEPTH ? schemaArbitrary(target, options, depth + 1) : fc.constant(null);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as Schema[]).map((branch) => schemaArbitrary(branch, options, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) return schemaArbitrary((schema.allOf as Schema[])[0], options, depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => schemaArbitrary({ ...schema, type }, options, depth)));
  }
  switch (schema.type) {
    case 'string': return stringArbitrary(schema, options);
    case 'integer': return numberArbitrary(schema, true);
    case 'number': return numberArbitrary(schema, false);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      if (Array.isArray(schema.prefixItems)) return fc.tuple(...(schema.prefixItems as Schema[]).map((item) => schemaArbitrary(item, options, depth + 1)));
      const minLength = bounded(schema.minItems, 0);
      const maxLength = depth >= MAX_DEPTH ? minLength : Math.max(minLength, Math.min(bounded(schema.maxItems, 4), minLength + 4));
      return fc.array(schemaArbitrary(schema.items as Schema, options, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fieldArbitrary(key, value, options, depth + 1)])),
        { requiredKeys: required.filter((key) => key in properties) },
      );
      if (typeof schema.additionalProperties !== 'object' || Object.keys(properties).length > 0) return record;
      // A record (z.record): string keys of its own schema, a few entries.
      return fc.dictionary(stringArbitrary((schema.propertyNames ?? { type: 'string' }) as Schema, options),
        schemaArbitrary(schema.additionalProperties as Schema, options, depth + 1), { maxKeys: 3 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
