import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO } from '../lib/db/seed/demo';
import { PORTS, startCluster, url, type Cluster } from './cluster';

export { expect, PORTS, url };

/** One cluster for the worker's tests; a failed test restarts the worker and, with it, a fresh cluster. */
export const test = base.extend<object, { cluster: Cluster }>({
  cluster: [async ({}, use) => {
    const cluster = await startCluster();
    await use(cluster);
    await cluster.close();
  }, { scope: 'worker', timeout: 300_000 }],
});

/** X-Forwarded-For as the cluster's proxies would pass it on: the client's address, then the proxy's. */
export const forwardedFor = (client: string) => ({ 'x-forwarded-for': `${client}, 127.0.0.1` });

/** The demo owner's bearer token, signed in through one instance directly. */
export async function ownerToken(request: APIRequestContext, port: number = PORTS.a): Promise<string> {
  const response = await request.post(url(port, '/api/v2/auth/sign-in?shop=demo'), { data: DEMO.owners.demo, headers: forwardedFor('192.0.2.1') });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Changes the demo shop's title with the owner's token, through `port`. */
export async function setShopTitle(request: APIRequestContext, token: string, title: string, port: number): Promise<void> {
  const response = await request.patch(url(port, '/api/v2/shop?shop=demo'), { data: { title }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Milliseconds until `port` serves `pathname` with `text` in it, polled every 25 ms, up to 10 s. */
export async function msUntilServed(request: APIRequestContext, port: number, pathname: string, text: string, since: number): Promise<number> {
  for (;;) {
    const body = await (await request.get(url(port, pathname))).text();
    if (body.includes(text)) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error(`${pathname} on port ${port} never showed "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A step of a shopper's journey that was answered with an error status. */
export class RefusedStep extends Error {
  constructor(readonly pathname: string, readonly status: number, body: string) {
    super(`${pathname}: ${status} ${body}`);
  }
}

/** The balancer's answers when the instance it had chosen died under the request (a write is not retried). */
const GATEWAY_FAILURES = [502, 503];

/**
 * A demo shopper's cart (one of the product, the mug unless said) taken to a placed order, each request
 * through the next of `ports` in turn. `tryAgain`: like a shopper who presses again, a request that
 * failed at the balancer (502 or 503, or a connection it closed: HAProxy closes the client's connection
 * when the instance closed a reused one without answering) is sent once more.
 */
export async function placeOrder(
  request: APIRequestContext, ports: number[], productSlug: string = DEMO.products.mug.slug.en, { tryAgain = false } = {},
): Promise<{ status: number; orderNumber?: string }> {
  let turn = 0;
  const next = (pathname: string) => url(ports[turn++ % ports.length]!, pathname);
  const send = async (attempt: () => Promise<APIResponse>) => {
    const response = await attempt().catch((error: unknown) => {
      if (tryAgain) return null;
      throw error;
    });
    return response && !(tryAgain && GATEWAY_FAILURES.includes(response.status())) ? response : attempt();
  };
  const read = async (pathname: string) => {
    const response = await send(() => request.get(next(pathname)));
    if (response.status() !== 200) throw new RefusedStep(pathname, response.status(), await response.text());
    return response;
  };
  const product = (await (await read(`/api/v2/products/${productSlug}?shop=demo`)).json()) as { productId: string };
  const csrf = (await read('/api/v2/cart?shop=demo')).headers()['x-csrf-token']!;
  const headers = { 'x-csrf-token': csrf };
  const write = async (pathname: string, data: object) => {
    const response = await send(() => request.post(next(`/api/v2/cart${pathname}?shop=demo`), { data, headers }));
    if (response.status() >= 300) throw new RefusedStep(pathname, response.status(), await response.text());
    return response;
  };
  await write('', { productId: product.productId, quantity: 1 });
  await write('/billing-address', { billingAddress: {
    firstName: 'Erika', lastName: 'Mustermann', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE', emailAddress: 'erika@example.test',
  } });
  const shipping = (await (await read('/api/v2/cart/shipping-methods?shop=demo')).json()) as { id: string }[];
  await write('/shipping-method', { shippingMethod: shipping[0]!.id });
  const payment = (await (await read('/api/v2/cart/payment-methods?shop=demo')).json()) as { id: string; needsRedirect: boolean }[];
  await write('/payment-method', { paymentMethod: payment.find((method) => !method.needsRedirect)!.id });
  // Placing an order is idempotent per cart: sent again, it answers the cart's order, never a second one.
  const placed = await send(() => request.post(next('/api/v2/cart/place-order?shop=demo'), { data: {}, headers }));
  const body = placed.ok() ? (await placed.json()) as { orderNumber: string } : null;
  return { status: placed.status(), orderNumber: body?.orderNumber };
}

export interface LoadResult { statuses: Record<string, number>; failures: string[] }

/** `connections` callers requesting `paths` in turn through `port` until `stop` resolves: every answer's status, every error. */
export async function boundedLoad(port: number, paths: string[], connections: number, stop: Promise<unknown>): Promise<LoadResult> {
  const result: LoadResult = { statuses: {}, failures: [] };
  let stopped = false;
  void stop.then(() => { stopped = true; });
  await Promise.all(Array.from({ length: connections }, async (_, caller) => {
    for (let i = caller; !stopped; i += 1) {
      const pathname = paths[i % paths.length]!;
      try {
        const response = await fetch(url(port, pathname), { signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) result.failures.push(`${pathname}: ${response.status}`);
      } catch (error) {
        result.failures.push(`${pathname}: ${(error as Error).message}`);
      }
    }
  }));
  return result;
}
