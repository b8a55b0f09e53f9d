/**
 * Cross-site requests (issue 14): another site can make a shopper's browser send a form post or a
 * `text/plain` fetch with their cookies, unasked (no CORS preflight), but not an application/json one.
 * Every public write either needs the CSRF token or refuses other content types with 415, before it
 * does anything: a foreign page cannot sign a shopper in or out, register, confirm an account, subscribe or
 * edit a wishlist.
 */
import { NAMED_ENDPOINTS } from '@/lib/contract';
import { customerEndpoints } from '@/lib/contract/customers';
import { engagementEndpoints } from '@/lib/contract/engagement';
import { requiresJsonRequest } from '@/lib/contract/endpoint';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { fullPath } from '@/lib/http/openapi';
import { setRateLimiter } from '@/lib/server/rate-limit';
import { MemoryRateLimiter } from '@/lib/server/rate-limit/memory';
import { callRoute } from '@/lib/testing/call-route';
import { loadHandler } from '@/lib/testing/route-modules';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => setRateLimiter(new MemoryRateLimiter()));

const publicWrites = NAMED_ENDPOINTS.map(({ endpoint }) => endpoint).filter((endpoint) => endpoint.method !== 'GET' && endpoint.auth === 'public');

/** What a foreign page can send without a preflight: form encodings and text/plain (or no type at all). */
const SIMPLE_BODIES: Array<[string, Record<string, string>, string]> = [
  ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a%40example.com&password=x'],
  ['a multipart form', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n'],
  ['text/plain JSON', { 'content-type': 'text/plain' }, JSON.stringify({ email: DEMO.customer.email, password: DEMO.customer.password })],
  ['no content type', {}, ''],
];

describe('public writes', () => {
  it('each need a CSRF token or JSON, except the violation reports browsers send from any page and the mail links\' buttons', () => {
    const unguarded = publicWrites.filter((endpoint) => !endpoint.csrf && !requiresJsonRequest(endpoint));
    // A mail link's POST comes from its own page's form or a mail client's one-click unsubscribe (RFC 8058,
    // form-encoded, from no page at all); it acts only with the signed token of its address, which no
    // foreign page knows.
    expect(unguarded.map(fullPath).sort()).toEqual([
      '/api/v2/cart/reminders/unsubscribe', '/api/v2/report-violation', '/api/v2/stockAlerts/confirm', '/api/v2/stockAlerts/unsubscribe',
    ]);
  });

  it.each(publicWrites.filter(requiresJsonRequest).map((endpoint) => [`${endpoint.method} ${fullPath(endpoint)}`, endpoint] as const))(
    '%s refuses what a foreign page can send unasked with 415', async (_label, endpoint) => {
      const handler = (await loadHandler(endpoint))!;
      for (const [kind, headers, body] of SIMPLE_BODIES) {
        const url = `${fullPath(endpoint).replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}?shop=demo`;
        const response = await callRoute<{ message: string }>(handler, {
          method: endpoint.method, url, headers, params: { productId: '00000000-0000-4000-8000-000000000000' }, ...(body ? { body } : {}),
        });
        expect({ kind, status: response.status, message: response.json.message }).toEqual({ kind, status: 415, message: expect.any(String) });
      }
    },
  );
});

describe('the same calls as JSON', () => {
  it('sign in and out, as the storefront sends them', async () => {
    const login = (await loadHandler(customerEndpoints.signIn))!;
    const signedIn = await callRoute(login, { method: 'POST', url: '/api/v2/cart/customer/login?shop=demo', body: { email: DEMO.customer.email, password: DEMO.customer.password } });
    expect(signedIn.status).toBe(200);
    const logout = (await loadHandler(customerEndpoints.signOut))!;
    const session = { 'vitrine-session.demo': signedIn.setCookies['vitrine-session.demo']! };
    expect((await callRoute(logout, { method: 'POST', url: '/api/v2/cart/customer/logout?shop=demo', cookies: session })).status).toBe(415);
    expect((await callRoute(logout, { method: 'POST', url: '/api/v2/cart/customer/logout?shop=demo', cookies: session, headers: { 'content-type': 'application/json' } })).status).toBe(204);
  });

  it('register and confirm an account, as the storefront sends them', async () => {
    const register = (await loadHandler(customerEndpoints.register))!;
    const registered = await callRoute(register, { method: 'POST', url: '/api/v2/cart/customer?shop=demo', body: { email: 'json-register@example.com', initialPassword: 'long enough password' } });
    expect(registered.status).toBe(202);
    const confirm = (await loadHandler(customerEndpoints.confirmAccount))!;
    // JSON gets as far as the token check.
    expect((await callRoute(confirm, { method: 'POST', url: '/api/v2/cart/customer/confirm?shop=demo', body: { token: 'x'.repeat(43) } })).status).toBe(422);
  });

  it('subscribe to the newsletter (application/*+json counts as JSON)', async () => {
    const subscribe = (await loadHandler(engagementEndpoints.subscribeNewsletter))!;
    const response = await callRoute(subscribe, {
      method: 'POST', url: '/api/v2/newsletter?shop=demo', body: JSON.stringify({ email: 'json@example.com' }), headers: { 'content-type': 'application/merge-patch+json; charset=utf-8' },
    });
    expect(response.status).toBe(200);
  });
});
