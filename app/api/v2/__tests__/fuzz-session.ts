import fc from 'fast-check';
import { ALL_ENDPOINTS } from '@/lib/contract';
import { DEMO } from '@/lib/db/seed/demo';
import { fullPath, type OpenApiDocument } from '@/lib/http/openapi';
import { callRoute } from '@/lib/testing/call-route';
import { schemaArbitrary } from '@/lib/testing/json-schema-arbitrary';
import { loadHandler } from '@/lib/testing/route-modules';
import type { FuzzContext } from './fuzz-requests';
import { endpointSchemas } from './fuzz-setup';

/**
 * The shopper's way to a complete checkout, as far as the API has these endpoints: a cart with an item,
 * addresses, shipping and payment methods, a signed-in customer. Fuzzed requests then reach the checks
 * behind "the cart is empty" and "sign in first". Bodies without a fixed value are sampled from the
 * endpoint's schema (fixed seed) until one is accepted.
 */
const STEPS: Array<{ method: string; path: string; bodies?: (context: FuzzContext) => unknown[] }> = [
  { method: 'POST', path: '/cart', bodies: (context) => (context.pools.product ?? []).map((productId) => ({ productId, quantity: 1 })) },
  { method: 'POST', path: '/cart/billing-address' },
  { method: 'POST', path: '/cart/shipping-address', bodies: () => [{ shippingAddress: null }] },
  { method: 'POST', path: '/cart/shipping-method', bodies: (context) => (context.pools.shipping ?? []).map((shippingMethod) => ({ shippingMethod })) },
  { method: 'POST', path: '/cart/payment-method', bodies: (context) => (context.pools.payment ?? []).map((paymentMethod) => ({ paymentMethod })) },
  { method: 'POST', path: '/cart/customer/login', bodies: () => [{ email: DEMO.customer.email, password: DEMO.customer.password }] },
];

/** Paths whose answers depend on the shopper's session: they get a fresh one before they are fuzzed. */
export const SESSION_PATHS = /^\/(cart|customer|wishlist|orders|payment|checkout)/;

/** Runs the steps with one browser's cookies; answers the cookies the browser ends up with. */
export async function prepareSession(context: FuzzContext, document: OpenApiDocument): Promise<Record<string, string>> {
  const cookies: Record<string, string> = { 'vitrine-csrf': context.csrf.cookie };
  for (const step of STEPS) {
    const endpoint = ALL_ENDPOINTS.find((e) => e.method === step.method && e.path === step.path);
    const handler = endpoint && (await loadHandler(endpoint));
    if (!endpoint || !handler) continue;
    const schema = endpointSchemas(document, endpoint.method, fullPath(endpoint)).body;
    const bodies = step.bodies?.(context) ?? fc.sample(schemaArbitrary(schema, context), { seed: 7, numRuns: 30 });
    for (const body of bodies.slice(0, 30)) {
      const response = await callRoute(handler, {
        method: endpoint.method, url: `${fullPath(endpoint)}?shop=demo`, body, cookies,
        headers: { 'x-csrf-token': context.csrf.token, 'x-forwarded-for': '198.51.100.201' },
      });
      for (const [name, value] of Object.entries(response.setCookies)) if (value) cookies[name] = value;
      if (response.status < 300) break;
    }
  }
  return cookies;
}
