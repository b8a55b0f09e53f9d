import fc from 'fast-check';
import type { Endpoint } from '@/lib/contract/endpoint';
import { schemaArbitrary } from '@/lib/testing/json-schema-arbitrary';
import { routeParams, type RouteLocation } from '@/lib/testing/route-modules';
import { authorizationArbitrary, bodyArbitrary } from './fuzz-body';
import { acceptor, asQueryValues, preferValid, queryArbitrary, valueFor } from './fuzz-query';
import type { EndpointSchemas, FuzzContext, FuzzRequest, SentBody } from './fuzz-types';
import { brokenText, encodeQueryPart, headerSafe, nastyString, VALID_IMAGES } from './fuzz-values';

export type { EndpointSchemas, FuzzContext, FuzzRequest } from './fuzz-types';

type Focus = 'path' | 'query' | 'body' | 'headers' | 'everything' | 'nothing';

/**
 * Requests for one endpoint: random path params, query strings, bodies, content types, tokens and cookies.
 * Each request is malformed in one place (its focus) and valid elsewhere, so that the malformed part
 * reaches the code behind every check before it; some are malformed everywhere, some nowhere.
 */
export function requestArbitrary(endpoint: Endpoint, location: RouteLocation, schemas: EndpointSchemas, context: FuzzContext, basePath: string): fc.Arbitrary<FuzzRequest> {
  const pathNames = Object.keys(schemas.path);
  const hasBody = endpoint.method !== 'GET';
  const known = [...context.knownUuids, ...context.knownStrings];
  const acceptParams = acceptor(endpoint.params);
  const cleanPath = preferValid(fc.tuple(...pathNames.map((name) => {
    const likely = context.poolFor(endpoint.path, name);
    return fc.oneof(
      { arbitrary: schemaArbitrary(schemas.path[name], context), weight: 1 },
      { arbitrary: known.length ? fc.constantFrom(...known) : fc.uuid(), weight: 1 },
      { arbitrary: likely.length ? fc.constantFrom(...likely) : fc.uuid(), weight: likely.length ? 4 : 0 },
    );
  })), acceptParams && ((values) => acceptParams(Object.fromEntries(pathNames.map((name, i) => [name, asQueryValues((values as unknown[])[i])[0] ?? ''])))), 4);
  const dirtyPath = fc.tuple(...pathNames.map((name) => fc.oneof(
    { arbitrary: valueFor(schemas.path[name], context, 1), weight: 2 },
    { arbitrary: nastyString, weight: 2 },
    { arbitrary: brokenText, weight: 1 },
  )));
  const sessionCookies = { ...context.sessionCookies, 'vitrine-csrf': context.csrf.cookie };
  const cleanBody: fc.Arbitrary<SentBody> = schemas.fileTypes.length
    ? fc.constantFrom(...VALID_IMAGES).map(({ type, bytes }) => ({ body: bytes, type }))
    : hasBody && schemas.body
      ? fc.record<SentBody>({ body: preferValid(schemaArbitrary(schemas.body, context), acceptor(endpoint.body)).map((value) => JSON.stringify(value) ?? 'null'), type: fc.constant('application/json') })
      // Writes without a body still say JSON: public ones without a CSRF token refuse anything else (415).
      : fc.constant<SentBody>(hasBody ? { type: 'application/json' } : {});
  const focus = fc.oneof(
    { arbitrary: fc.constant<Focus>('path'), weight: pathNames.length ? 4 : 0 },
    { arbitrary: fc.constant<Focus>('query'), weight: 2 },
    { arbitrary: fc.constant<Focus>('body'), weight: hasBody ? 5 : 0 },
    { arbitrary: fc.constant<Focus>('headers'), weight: 2 },
    { arbitrary: fc.constant<Focus>('everything'), weight: 2 },
    { arbitrary: fc.constant<Focus>('nothing'), weight: 1 },
  );
  const cleanAuthorization = endpoint.auth === 'owner' ? fc.constant(`Bearer ${context.ownerToken}`)
    : fc.constantFrom(undefined, undefined, `Bearer ${context.ownerToken}`);
  return fc.record({
    focus,
    path: fc.record({ clean: cleanPath, dirty: dirtyPath }),
    query: fc.record({ clean: queryArbitrary(schemas, context, true, acceptor(endpoint.query)), dirty: queryArbitrary(schemas, context, false) }),
    body: fc.record({
      clean: cleanBody,
      dirty: hasBody ? bodyArbitrary(schemas, context, acceptor(endpoint.body)) : fc.constant<SentBody>({}),
    }),
    authorization: fc.record({ clean: cleanAuthorization, dirty: authorizationArbitrary(endpoint, context) }),
    csrf: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 2 },
      { arbitrary: nastyString.map(headerSafe), weight: 1 },
    ),
    cookies: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 2 },
      { arbitrary: fc.dictionary(fc.constantFrom(...Object.keys(sessionCookies), 'x'), nastyString.map((value) => headerSafe(value).replace(/[;,]/g, '')), { maxKeys: 3 }), weight: 1 },
    ),
    client: fc.oneof(fc.ipV4(), fc.ipV6(), nastyString.map(headerSafe)),
  }).map(({ focus, path, query, body, authorization, csrf, cookies, client }) => {
    const dirty = (part: Focus) => focus === part || focus === 'everything';
    const values = dirty('path') ? path.dirty : path.clean;
    const named = Object.fromEntries(pathNames.map((name, index) => [name, asQueryValues(values[index])[0] ?? '']));
    const sent = dirty('body') ? body.dirty : body.clean;
    // A correct upload names the file after its type.
    const image = VALID_IMAGES.find((candidate) => candidate.bytes === sent.body);
    if (image && !dirty('path') && 'filename' in named) named.filename = `upload.${image.type.split('/')[1]}`;
    const url = basePath.replace(/\{(\w+)\}/g, (_, name: string) => encodeQueryPart(named[name] ?? ''));
    const search = dirty('query') ? query.dirty : query.clean;
    const headers: Record<string, string> = { 'x-forwarded-for': client };
    const auth = dirty('headers') ? authorization.dirty : authorization.clean;
    if (auth !== undefined) headers.authorization = auth;
    const csrfToken = dirty('headers') ? csrf : context.csrf.token;
    if (csrfToken !== undefined) headers['x-csrf-token'] = csrfToken;
    if (sent.type !== undefined) headers['content-type'] = sent.type;
    if (sent.length !== undefined) headers['content-length'] = sent.length;
    return {
      method: endpoint.method, url: `${url}${search ? `?${search}` : ''}`, params: routeParams(location, named),
      headers, cookies: dirty('headers') ? cookies : sessionCookies, ...(sent.body !== undefined ? { body: sent.body } : {}),
    };
  });
}
