import fc from 'fast-check';
import type { Endpoint } from '@/lib/contract/endpoint';
import { schemaArbitrary } from '@/lib/testing/json-schema-arbitrary';
import { preferValid, type Accept } from './fuzz-query';
import type { EndpointSchemas, FuzzContext, SentBody } from './fuzz-types';
import { headerSafe, IMAGE_PREFIXES, multipartBody, mutateAt, NASTY_STRINGS, nastyJson, nastyString } from './fuzz-values';

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/merge-patch+json'];
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml',
  'application/jsonx', 'json', 'garbage;;;=', 'application/json; charset=utf-16', 'image/png', 'image/jpeg', 'image/gif',
  'image/svg+xml', 'application/octet-stream'];


/** Bodies that are mostly wrong: mutated valid JSON, random JSON, text, bytes, multipart, wrong types, too large. */
export function bodyArbitrary(schemas: EndpointSchemas, context: FuzzContext, accept?: Accept): fc.Arbitrary<SentBody> {
  const valid = preferValid(schemaArbitrary(schemas.body, context), accept);
  const jsonType = fc.option(fc.constantFrom(...JSON_TYPES), { freq: 8 }).map((type) => type ?? undefined);
  const anyType = fc.option(fc.constantFrom(...JSON_TYPES, ...WRONG_TYPES), { freq: 4 }).map((type) => type ?? undefined);
  const asJson = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: fc.record({ body: valid.map(asJson), type: jsonType }), weight: 8 },
    {
      arbitrary: fc.record({ value: valid, replacement: nastyJson, pick: fc.nat(), drop: fc.boolean(), type: jsonType })
        .map(({ value, replacement, pick, drop, type }) => ({ body: asJson(mutateAt(value, replacement, pick, drop)), type })),
      weight: 5,
    },
    {
      arbitrary: fc.record({ value: valid, extra: fc.dictionary(nastyString, nastyJson, { maxKeys: 3 }), type: jsonType })
        .map(({ value, extra, type }) => ({ body: asJson(value && typeof value === 'object' && !Array.isArray(value) ? { ...extra, ...value } : extra), type })),
      weight: 1,
    },
    { arbitrary: fc.record({ body: nastyJson.map(asJson), type: jsonType }), weight: 3 },
    { arbitrary: fc.record({ body: valid.map(asJson), type: anyType }), weight: 1 },
    {
      arbitrary: fc.record({
        body: fc.oneof(nastyString, fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('{"a":', '[1,2', 'undefined', 'NaN', '{a:1}', "{'a':1}", '\uFEFF{}', ...NASTY_STRINGS)),
        type: anyType,
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        body: fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.tuple(fc.constantFrom(...IMAGE_PREFIXES), fc.uint8Array({ maxLength: 500 }))
          .map(([prefix, tail]) => Uint8Array.from([...prefix, ...tail]))),
        type: anyType,
      }),
      weight: 2,
    },
    { arbitrary: multipartBody, weight: schemas.fileTypes.length ? 4 : 1 },
    // Over the JSON limit, with and without an honest content-length.
    { arbitrary: fc.record({ body: fc.constant(JSON.stringify({ x: 'x'.repeat(300_000) })), type: jsonType, length: fc.option(fc.constantFrom('300012', '10')).map((l) => l ?? undefined) }), weight: 1 },
    { arbitrary: fc.record({ body: valid.map(asJson), type: jsonType, length: fc.constantFrom('999999999', '-1', 'abc', '1e9') }), weight: 1 },
  );
}

/** Authorization headers: none, the owner's, another shop's, tampered and made-up ones. */
export function authorizationArbitrary(endpoint: Endpoint, context: FuzzContext): fc.Arbitrary<string | undefined> {
  const token = context.ownerToken;
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: endpoint.auth === 'owner' ? 2 : 10 },
    { arbitrary: fc.constant(`Bearer ${token}`), weight: endpoint.auth === 'owner' ? 10 : 3 },
    { arbitrary: fc.constant(`Bearer ${context.foreignToken}`), weight: 1 },
    { arbitrary: fc.constantFrom(`Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, `bearer   ${token}`, 'Bearer', 'Bearer ', `Basic ${Buffer.from('a:b').toString('base64')}`, `Bearer ${'a'.repeat(10_000)}`, `Bearer ${token}.${token}`), weight: 1 },
    { arbitrary: nastyString.map((value) => headerSafe(`Bearer ${value}`)), weight: 1 },
  );
}
