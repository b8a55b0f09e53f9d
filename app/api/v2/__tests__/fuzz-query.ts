import fc from 'fast-check';
import { schemaArbitrary } from '@/lib/testing/json-schema-arbitrary';
import type { EndpointSchemas, FuzzContext, Schema } from './fuzz-types';
import { encodeQueryPart, nastyString } from './fuzz-values';

const RAW_QUERY = ['%', '%zz', '%E0%A4%A', '&&', '=', '==x', '%00=%00', 'a[b]=c', '__proto__[x]=1', 'constructor[prototype][x]=1',
  `${'k'.repeat(3000)}=${'v'.repeat(10_000)}`, 'shop=demo&shop=beyond-demo', 'shop', 'page=1&page=2', 'locale=de&locale=fr'];

/** A query value as text: arrays become repeated keys, objects their JSON. */
export function asQueryValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(asQueryValues);
  if (value === null || value === undefined) return [''];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

/** A value for a field: schema-valid, nasty or one of the seeded database's real values. */
export function valueFor(schema: Schema | undefined, context: FuzzContext, knownWeight = 1): fc.Arbitrary<unknown> {
  const known = [...context.knownUuids, ...context.knownStrings];
  return fc.oneof(
    { arbitrary: schemaArbitrary(schema, context), weight: 3 },
    { arbitrary: nastyString, weight: 2 },
    { arbitrary: known.length ? fc.constantFrom(...known) : nastyString, weight: knownWeight },
  );
}

export type Accept = (value: unknown) => boolean;

/** A schema's check that never throws (async refinements cannot run here: they count as refused). */
export function acceptor(schema: { safeParse(value: unknown): { success: boolean } } | undefined): Accept | undefined {
  if (!schema) return undefined;
  return (value) => {
    try {
      return schema.safeParse(value).success;
    } catch {
      return false;
    }
  };
}

/**
 * Of a few candidates, the first the endpoint's own zod schema accepts: refinements that JSON Schema
 * cannot express ("either slug or categoryId") are then met too, and valid input reaches the service.
 */
export function preferValid<T>(arbitrary: fc.Arbitrary<T>, accept: Accept | undefined, tries = 8): fc.Arbitrary<T> {
  if (!accept) return arbitrary;
  return fc.array(arbitrary, { minLength: tries, maxLength: tries }).map((candidates) => candidates.find(accept) ?? candidates[0]!);
}

/** Query values as the handler sees them: one value a string, repeated ones a list. */
function queryRecord(names: string[], values: unknown[]): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = { shop: 'demo' };
  values.forEach((value, index) => {
    if (value === null) return;
    const texts = asQueryValues(value);
    record[names[index]!] = texts.length === 1 ? texts[0]! : texts;
  });
  return record;
}

/** Query strings: `clean` ones are valid for the endpoint (shop demo), dirty ones anything. */
export function queryArbitrary(schemas: EndpointSchemas, context: FuzzContext, clean: boolean, accept?: Accept): fc.Arbitrary<string> {
  const declared = Object.entries(schemas.query).filter(([name]) => name !== 'shop');
  const names = declared.map(([name]) => name);
  const valid = preferValid(fc.tuple(...declared.map(([name, schema]) => (schemas.requiredQuery.includes(name)
    ? schemaArbitrary(schema, context) : fc.option(schemaArbitrary(schema, context), { freq: 2 })))),
  accept && ((values) => accept(queryRecord(names, values as unknown[]))));
  const parts = clean ? fc.record({
    shop: fc.constant<string | undefined>('demo'), own: valid, extra: fc.constant<[string, string][]>([]),
    preview: fc.constant(null), raw: fc.constant(null),
  }) : fc.record({
    shop: fc.oneof(
      { arbitrary: fc.constant<string | undefined>('demo'), weight: 6 },
      { arbitrary: fc.constantFrom('beyond-demo', undefined), weight: 1 },
      { arbitrary: nastyString, weight: 1 },
    ),
    own: fc.oneof(
      // All valid but one: each check is reached with everything else in order.
      {
        arbitrary: fc.tuple(valid, fc.nat(), valueFor(undefined, context)).map(([values, index, bad]) =>
          values.map((value, i) => (i === index % Math.max(1, declared.length) ? bad : value))),
        weight: 3,
      },
      { arbitrary: fc.tuple(...declared.map(([, schema]) => fc.option(valueFor(schema, context), { freq: 2 }))), weight: 2 },
      { arbitrary: valid, weight: 1 },
    ),
    extra: fc.oneof(
      { arbitrary: fc.array(fc.tuple(nastyString, nastyString), { maxLength: 3 }), weight: 2 },
      // Repeated keys: a declared parameter a second time.
      { arbitrary: fc.array(fc.tuple(names.length ? fc.constantFrom(...names) : nastyString, nastyString), { maxLength: 2 }), weight: 1 },
      { arbitrary: fc.constant<[string, string][]>([]), weight: 1 },
    ),
    preview: fc.option(fc.constantFrom('preview', 'preview=1'), { freq: 4 }),
    raw: fc.option(fc.constantFrom(...RAW_QUERY), { freq: 2 }),
  });
  return parts.map(({ shop, own, extra, preview, raw }) => {
    const parts: string[] = [];
    if (shop !== undefined) parts.push(`shop=${encodeQueryPart(shop)}`);
    own.forEach((value, index) => {
      if (value === null) return;
      for (const text of asQueryValues(value)) parts.push(`${encodeQueryPart(declared[index]![0])}=${encodeQueryPart(text)}`);
    });
    for (const [name, value] of extra) parts.push(`${encodeQueryPart(name)}=${encodeQueryPart(value)}`);
    if (preview) parts.push(preview);
    if (raw) parts.push(raw);
    return parts.join('&');
  });
}
