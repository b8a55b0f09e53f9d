import { randomUUID } from 'node:crypto';
import { ucpValidators } from '@/lib/agents/ucp/__tests__/ucp-schemas';
import { UCP_SANDBOX_HANDLER_ID } from '@/lib/agents/ucp/version';
import { callRoute, type RouteResult } from '@/lib/testing/call-route';
import { POST as cancelCartRoute } from '../carts/[id]/cancel/route';
import { GET as getCartRoute, PUT as updateCartRoute } from '../carts/[id]/route';
import { POST as createCartRoute } from '../carts/route';
import { POST as lookupRoute } from '../catalog/lookup/route';
import { POST as productRoute } from '../catalog/product/route';
import { POST as searchRoute } from '../catalog/search/route';
import { POST as cancelRoute } from '../checkout-sessions/[id]/cancel/route';
import { POST as completeRoute } from '../checkout-sessions/[id]/complete/route';
import { GET as getRoute, PUT as updateRoute } from '../checkout-sessions/[id]/route';
import { POST as createRoute } from '../checkout-sessions/route';
import { GET as orderRoute } from '../orders/[id]/route';

/** Calls of the UCP REST endpoints as an agent makes them, for the data tests of app/api/ucp. */

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Handler = Parameters<typeof callRoute>[0];
/** The session routes take their `id` as Next hands it. */
export const route = (handler: unknown) => handler as Handler;

export const BUYER = { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' };
export const BILLING = { street_address: 'Main Street 1', address_locality: 'Berlin', postal_code: '10115', address_country: 'DE' };
export const SANDBOX_PAYMENT = { instruments: [{ id: 'pay_1', handler_id: UCP_SANDBOX_HANDLER_ID, type: 'sandbox', selected: true, billing_address: BILLING }] };

/** How a call is made: the agent, its key, the client's address, more headers, and another shop than the default (`?shop=`). */
export interface Call { agent?: string; key?: string | null; address?: string; headers?: Record<string, string>; shop?: string }

const inShop = (path: string, { shop }: Call) => (shop ? `${path}?shop=${shop}` : path);

export function headersOf({ agent = 'https://agent-a.example/.well-known/ucp', key = randomUUID(), address = '198.51.100.4', headers = {} }: Call) {
  return { 'ucp-agent': `profile="${agent}"`, ...(key ? { 'idempotency-key': key } : {}), 'x-forwarded-for': address, ...headers };
}

export const create = (body: unknown, call: Call = {}) =>
  callRoute<Json>(createRoute, { method: 'POST', url: inShop('/api/ucp/checkout-sessions', call), body, headers: headersOf(call) });
export const get = (id: string, call: Call = {}) =>
  callRoute<Json>(route(getRoute), { url: `/api/ucp/checkout-sessions/${id}`, params: { id }, headers: headersOf({ ...call, key: null }) });
export const update = (id: string, body: unknown, call: Call = {}) =>
  callRoute<Json>(route(updateRoute), { method: 'PUT', url: `/api/ucp/checkout-sessions/${id}`, params: { id }, body, headers: headersOf(call) });
export const complete = (id: string, body: unknown = { payment: SANDBOX_PAYMENT }, call: Call = {}) =>
  callRoute<Json>(route(completeRoute), { method: 'POST', url: `/api/ucp/checkout-sessions/${id}/complete`, params: { id }, body, headers: headersOf(call) });
export const cancel = (id: string, call: Call = {}) =>
  callRoute<Json>(route(cancelRoute), { method: 'POST', url: `/api/ucp/checkout-sessions/${id}/cancel`, params: { id }, headers: headersOf(call) });

export const createCart = (body: unknown, call: Call = {}) =>
  callRoute<Json>(createCartRoute, { method: 'POST', url: inShop('/api/ucp/carts', call), body, headers: headersOf(call) });
export const getCart = (id: string, call: Call = {}) =>
  callRoute<Json>(route(getCartRoute), { url: inShop(`/api/ucp/carts/${id}`, call), params: { id }, headers: headersOf({ ...call, key: null }) });
export const updateCart = (id: string, body: unknown, call: Call = {}) =>
  callRoute<Json>(route(updateCartRoute), { method: 'PUT', url: inShop(`/api/ucp/carts/${id}`, call), params: { id }, body, headers: headersOf(call) });
export const cancelCart = (id: string, call: Call = {}) =>
  callRoute<Json>(route(cancelCartRoute), { method: 'POST', url: inShop(`/api/ucp/carts/${id}/cancel`, call), params: { id }, headers: headersOf(call) });

const validators = ucpValidators();
const { checkout: validCheckout } = validators;

/** Every session the endpoint answers fits the published checkout schema. */
export function session(response: RouteResult<Json>, status = 200): Json {
  expect({ status: response.status, body: response.json }).toMatchObject({ status });
  const valid = validCheckout(response.json);
  expect(validCheckout.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  return response.json;
}

export const lines = (productId: string, quantity = 1) => [{ item: { id: productId }, quantity }];

export const getOrder = (id: string, call: Call = {}) =>
  callRoute<Json>(route(orderRoute), { url: inShop(`/api/ucp/orders/${encodeURIComponent(id)}`, call), params: { id }, headers: headersOf({ ...call, key: null }) });
export const searchCatalog = (body: unknown, call: Call = {}) =>
  callRoute<Json>(searchRoute, { method: 'POST', url: inShop('/api/ucp/catalog/search', call), body, headers: headersOf({ ...call, key: null }) });
export const getProduct = (body: unknown, call: Call = {}) =>
  callRoute<Json>(productRoute, { method: 'POST', url: inShop('/api/ucp/catalog/product', call), body, headers: headersOf({ ...call, key: null }) });
export const lookupCatalog = (body: unknown, call: Call = {}) =>
  callRoute<Json>(lookupRoute, { method: 'POST', url: inShop('/api/ucp/catalog/lookup', call), body, headers: headersOf({ ...call, key: null }) });

/** An answer that fits a published schema (`ucpValidators`), with the validator's errors shown when it does not. */
export function fits(schema: keyof typeof validators, response: RouteResult<Json>): Json {
  expect({ status: response.status, body: response.json }).toMatchObject({ status: 200 });
  const validate = validators[schema];
  const valid = validate(response.json);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  return response.json;
}

/** Every cart the endpoint answers fits the published cart schema with the discount extension. */
export function cart(response: RouteResult<Json>, status = 200): Json {
  expect({ status: response.status, body: response.json }).toMatchObject({ status });
  const valid = validators.cart(response.json);
  expect(validators.cart.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  return response.json;
}

/** A business outcome without a resource (200, the published error response) with this code in its first message. */
export function refused(response: RouteResult<Json>, code: string): Json {
  expect({ status: response.status, body: response.json }).toMatchObject({ status: 200, body: { ucp: { status: 'error' }, messages: [{ type: 'error', code }] } });
  const valid = validators.errorResponse(response.json);
  expect(validators.errorResponse.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  expect(response.json.id).toBeUndefined();
  return response.json;
}
