import { z } from 'zod';
import { commonQuerySchema, errorBodySchema } from '@/lib/contract/common';
import type { JsonSchema } from './openapi-schemas';

/** What each error status means in this API (spec section 8); the body is always the Error schema. */
export const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Malformed input: a parameter, the query or the body does not fit its schema, or the body is not valid JSON. The errors list names every failing field.' },
  401: { name: 'Unauthorized', description: 'No valid credentials: no owner session (cookie or bearer token), a malformed or expired token, a signed-out session, or a wrong password.' },
  403: { name: 'Forbidden', description: 'Not allowed: the token belongs to another shop, the x-csrf-token header is missing or wrong (code InvalidCsrfToken), or the current password is wrong (code WrongPassword).' },
  404: { name: 'NotFound', description: "The shop or the requested resource does not exist (message 'Not found' or 'Shop not found')." },
  409: { name: 'Conflict', description: 'The request conflicts with the current state, e.g. a slug or email address that is taken.' },
  413: { name: 'PayloadTooLarge', description: 'The request body is larger than the endpoint accepts (256 KiB for JSON).' },
  415: { name: 'UnsupportedMediaType', description: 'The body has a content type the endpoint does not accept (JSON bodies need application/json).' },
  422: { name: 'UnprocessableEntity', description: 'Well-formed input that breaks a business rule; the code says which (e.g. LineItemsSubTotalTooSmall).' },
  429: { name: 'TooManyRequests', description: 'Rate limit reached; retry after the number of seconds in the retry-after header.' },
  503: { name: 'ServiceUnavailable', description: "The shop is closed to shoppers: 'The requested shop is currently closed' (code ShopClosed); or, with a retry-after header, a service the request needs (the database, the image bucket) is briefly out of reach (code ServiceUnavailable)." },
  507: { name: 'InsufficientStorage', description: 'No room is left where uploads are stored (a full database disk, a full bucket); nothing was stored (code InsufficientStorage).' },
};

const requestIdHeader = { $ref: '#/components/headers/RequestId' };
const csrfTokenHeader = { $ref: '#/components/headers/CsrfToken' };

/** The headers every answer of the API carries. */
export const RESPONSE_HEADERS = { 'request-id': requestIdHeader, 'x-csrf-token': csrfTokenHeader };

function errorResponse(description: string, extraHeaders: Record<string, unknown> = {}) {
  return {
    description,
    headers: { ...RESPONSE_HEADERS, ...extraHeaders },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function componentName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The component name of each query parameter every request may carry (spec section 7). */
export const COMMON_QUERY_PARAMETERS: Record<string, string> = Object.fromEntries(
  Object.keys(commonQuerySchema.shape).map((name) => [name, componentName(name)]),
);

const COMMON_QUERY_DESCRIPTIONS: Record<string, string> = {
  shop: 'Slug of the shop the request is for. Without it the shop is taken from the host name, else the default shop.',
  previewTheme: 'Theme to preview instead of the active one (theme preview).',
  themeStyle: 'Theme style to preview together with previewTheme.',
  locale: "Language of the answer; falls back to the shop's default locale when the shop does not offer it.",
  country: "The shopper's delivery country (ISO 3166-1 alpha-2, upper case): prices answer in its market's currency and tax. On cart and checkout calls it moves the cart there (the answer's market.repriced says so). Without it: the cart's country, else the primary market.",
};

function commonParameters() {
  const json = z.toJSONSchema(commonQuerySchema, { io: 'input' }) as JsonSchema;
  const properties = json.properties as Record<string, JsonSchema>;
  return Object.fromEntries(Object.entries(COMMON_QUERY_PARAMETERS).map(([name, component]) => [component, {
    name, in: 'query', required: false, description: COMMON_QUERY_DESCRIPTIONS[name], schema: properties[name],
  }]));
}

/** The fixed components of the document: error body, error responses, headers, parameters, security. */
export function baseComponents() {
  const error = z.toJSONSchema(errorBodySchema, { io: 'output' }) as JsonSchema;
  delete error.$schema;
  return {
    schemas: { Error: { ...error, description: 'Body of every error answer (spec section 8).' } } as Record<string, JsonSchema>,
    responses: {
      ...Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
        name, errorResponse(description, status === '429' || status === '503' ? { 'retry-after': { $ref: '#/components/headers/RetryAfter' } } : {}),
      ])),
      InternalServerError: errorResponse("Unexpected failure; the body is { message: 'Internal Server Error' } and never holds details."),
    },
    headers: {
      RequestId: { description: 'Id of this request in the server logs; error notifications show it.', schema: { type: 'string', format: 'uuid' } },
      CsrfToken: { description: "This browser's CSRF token, to send back in the x-csrf-token header of CSRF-protected calls.", schema: { type: 'string' } },
      RetryAfter: { description: 'Seconds to wait before trying again: until the rate limit window ends, or a brief outage is over.', schema: { type: 'integer', minimum: 0 } },
    },
    parameters: {
      ...commonParameters(),
      CsrfTokenHeader: {
        name: 'x-csrf-token', in: 'header', required: true, schema: { type: 'string', maxLength: 200 },
        description: 'The token from the x-csrf-token header of an earlier answer to this browser, sent together with the vitrine-csrf cookie that answer set.',
      },
    },
    securitySchemes: {
      bearerAuth: {
        type: 'http', scheme: 'bearer',
        description: "The shop owner's token from POST /api/v2/auth/sign-in; valid for one shop only, and only while its session lasts.",
      },
      ownerSession: {
        type: 'apiKey', in: 'cookie', name: 'vitrine-owner.demo',
        description: "The shop's owner session cookie, vitrine-owner.{shop} (here the demo shop's), set by the sign-in and the token exchange. Writes it authorises need the x-csrf-token header.",
      },
    },
  };
}
