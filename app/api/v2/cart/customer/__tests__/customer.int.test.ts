import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { customerSessions } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import { callRoute, type RouteResult } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getCustomer } from '../../../customer/route';
import { POST as login } from '../login/route';
import { POST as logout } from '../logout/route';

type CustomerBody = { customerId: string; email: string; firstName: string | null };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

/** Writes without a body still declare JSON (no CSRF token on these endpoints). */
const JSON_TYPE = { 'content-type': 'application/json' };

const loginAs = (email: string, password: string, extra: { ip?: string; cookies?: Record<string, string>; shop?: string } = {}) =>
  callRoute<CustomerBody & { message: string; code: string }>(login, {
    method: 'POST', url: `/api/v2/cart/customer/login?shop=${extra.shop ?? 'demo'}`, body: { email, password },
    headers: { 'x-forwarded-for': extra.ip ?? freshClientIp() }, cookies: extra.cookies,
  });

const whoAmI = (session: string | undefined, shop = 'demo') =>
  callRoute<CustomerBody>(getCustomer, { url: `/api/v2/customer?shop=${shop}`, cookies: session ? { 'vitrine-session.demo': session } : undefined });

const sessionCookieLine = (response: RouteResult) => response.headers.getSetCookie().find((line) => line.startsWith('vitrine-session.demo='));

// Registration and confirmation: registration.int.test.ts.

describe('POST /cart/customer/login', () => {
  it('signs in with a new session and revokes the session cookie the browser brought along', async () => {
    const first = await loginAs(DEMO.customer.email, DEMO.customer.password);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ email: DEMO.customer.email, firstName: DEMO.customer.firstName, lastName: DEMO.customer.lastName });
    const oldToken = first.setCookies['vitrine-session.demo']!;
    expect(sessionCookieLine(first)).toMatch(/HttpOnly/i);

    const second = await loginAs(DEMO.customer.email.toUpperCase(), DEMO.customer.password, { cookies: { 'vitrine-session.demo': oldToken } });
    expect(second.status).toBe(200);
    const newTokenValue = second.setCookies['vitrine-session.demo']!;
    expect(newTokenValue).toBeTruthy();
    expect(newTokenValue).not.toBe(oldToken);
    expect((await whoAmI(oldToken)).status).toBe(401);
    expect((await whoAmI(newTokenValue)).status).toBe(200);
  });

  it('does not turn a planted (unknown) session cookie into a signed-in one', async () => {
    const planted = newToken();
    const response = await loginAs(DEMO.customer.email, DEMO.customer.password, { cookies: { 'vitrine-session.demo': planted } });
    expect(response.setCookies['vitrine-session.demo']).not.toBe(planted);
    expect((await whoAmI(planted)).status).toBe(401);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await loginAs(DEMO.customer.email, 'wrong password');
    const unknownEmail = await loginAs('nobody@example.com', DEMO.customer.password);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual({ message: 'Wrong email or password', code: 'Unauthorized' });
    expect(unknownEmail.json).toEqual(wrongPassword.json);
    expect(wrongPassword.setCookies['vitrine-session.demo']).toBeUndefined();
  });

  it('validates the body with 400', async () => {
    expect((await loginAs('not-an-email', 'x')).status).toBe(400);
    expect((await loginAs(DEMO.customer.email, '')).status).toBe(400);
  });

  it('rate-limits per client with 429 JSON and a retry-after header', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await loginAs(`guess${i}@example.com`, 'guess', { ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const limited = await loginAs(DEMO.customer.email, DEMO.customer.password, { ip });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ message: expect.any(String), code: 'RateLimited' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  // Guesses on one account from many clients: account-protection.int.test.ts.

  it('answers 503 in the closed beyond shop', async () => {
    expect((await loginAs(DEMO.customer.email, DEMO.customer.password, { shop: 'beyond-demo' })).status).toBe(503);
  });
});

describe('GET /customer and POST /cart/customer/logout', () => {
  it('answers 401 without, with a garbage and with an expired session', async () => {
    expect((await whoAmI(undefined)).status).toBe(401);
    expect((await whoAmI('garbage')).json).toMatchObject({ code: 'Unauthorized' });
    const token = (await loginAs(DEMO.customer.email, DEMO.customer.password)).setCookies['vitrine-session.demo']!;
    expect((await whoAmI(token)).status).toBe(200);
    await handle.db.update(customerSessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(customerSessions.tokenHash, hashToken(token)));
    expect((await whoAmI(token)).status).toBe(401);
  });

  it('does not accept a session in another shop', async () => {
    const token = (await loginAs(DEMO.customer.email, DEMO.customer.password)).setCookies['vitrine-session.demo']!;
    const foreign = await callRoute(getCustomer, { url: '/api/v2/customer?shop=beyond-demo&preview=1', cookies: { 'vitrine-session.beyond-demo': token } });
    expect(foreign.status).toBe(401);
  });

  it('signs out: the session row is deleted and the cookie cleared; signing out twice is fine', async () => {
    const token = (await loginAs(DEMO.customer.email, DEMO.customer.password)).setCookies['vitrine-session.demo']!;
    const response = await callRoute(logout, { method: 'POST', url: '/api/v2/cart/customer/logout?shop=demo', headers: JSON_TYPE, cookies: { 'vitrine-session.demo': token } });
    expect(response.status).toBe(204);
    expect(response.setCookies['vitrine-session.demo']).toBe('');
    const rows = await handle.db.select().from(customerSessions).where(and(eq(customerSessions.tokenHash, hashToken(token))));
    expect(rows).toHaveLength(0);
    expect((await whoAmI(token)).status).toBe(401);
    expect((await callRoute(logout, { method: 'POST', url: '/api/v2/cart/customer/logout?shop=demo', headers: JSON_TYPE })).status).toBe(204);
  });
});
