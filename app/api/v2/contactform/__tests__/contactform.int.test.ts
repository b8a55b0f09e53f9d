import type { DatabaseHandle } from '@/lib/db/client';
import { contactMessages, mailOutbox } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getShop } from '../../shop/route';
import { POST as sendContact } from '../route';

let handle: DatabaseHandle;
let csrf: { token: string; cookie: string };
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  // The storefront takes the token from any earlier response, together with the cookie it set.
  const earlier = await callRoute(getShop, { url: '/api/v2/shop?shop=demo' });
  csrf = { token: earlier.headers.get('x-csrf-token')!, cookie: earlier.setCookies['vitrine-csrf']! };
});
afterAll(() => handle.close());

const valid = { name: 'Ada Lovelace', email: 'Ada@Example.com', message: 'Do you ship to Austria?' };
const send = (body: unknown, options: { ip?: string; withCsrf?: boolean; token?: string; query?: string } = {}) =>
  callRoute<{ ok?: boolean; code?: string; message?: string; errors?: { path: string }[] }>(sendContact, {
    method: 'POST', url: `/api/v2/contactform?shop=demo${options.query ?? ''}`, body,
    headers: { 'x-forwarded-for': options.ip ?? freshClientIp(), ...(options.withCsrf === false ? {} : { 'x-csrf-token': options.token ?? csrf.token }) },
    cookies: options.withCsrf === false ? undefined : { 'vitrine-csrf': csrf.cookie },
  });

describe('POST /contactform', () => {
  beforeEach(async () => {
    await handle.db.delete(contactMessages);
    await handle.db.delete(mailOutbox);
  });

  it('refuses a request without or with a wrong CSRF token (403) and stores nothing', async () => {
    const missing = await send(valid, { withCsrf: false });
    expect(missing.status).toBe(403);
    expect(missing.json).toEqual({ message: 'Invalid CSRF token', code: 'InvalidCsrfToken' });
    // The refusal still hands out a token and cookie for the next attempt.
    expect(missing.headers.get('x-csrf-token')).toBeTruthy();
    expect(missing.setCookies['vitrine-csrf']).toBeTruthy();
    expect((await send(valid, { token: 'forged' })).status).toBe(403);
    const tokenWithoutCookie = await callRoute(sendContact, {
      method: 'POST', url: '/api/v2/contactform?shop=demo', body: valid, headers: { 'x-csrf-token': csrf.token, 'x-forwarded-for': freshClientIp() },
    });
    expect(tokenWithoutCookie.status).toBe(403);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("stores the message and queues it to the shop's email plus a receipt to the sender", async () => {
    const response = await send(valid, { query: '&locale=de' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
    const [stored] = await handle.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you ship to Austria?' });

    const mails = await handle.db.select().from(mailOutbox);
    const toShop = mails.find((m) => m.kind === 'contact-message')!;
    expect(toShop).toMatchObject({ to: DEMO.shops.demo.email, status: 'pending', subject: `New contact message – ${DEMO.shops.demo.title}` });
    expect(toShop.text).toContain('Ada Lovelace <ada@example.com>');
    expect(toShop.text).toContain('Do you ship to Austria?');
    const receipt = mails.find((m) => m.kind === 'contact-confirmation')!;
    expect(receipt).toMatchObject({ to: 'ada@example.com', subject: `Wir haben Ihre Nachricht erhalten – ${DEMO.shops.demo.title}` });
    // The receipt never relays the sender's own text.
    expect(receipt.text).not.toContain('Austria');
  });

  it('answers success but stores and sends nothing when a spam trap is filled', async () => {
    for (const trap of [{ website: 'http://spam.example' }, { phone2: '123' }]) {
      const response = await send({ ...valid, ...trap });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ ok: true });
    }
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
    // An empty trap is what people send.
    expect((await send({ ...valid, website: '', phone2: '' })).status).toBe(200);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('validates required fields and limits (name and email 320, message 2000, valid email) with 400 and the fields', async () => {
    const cases: [object, string][] = [
      [{ ...valid, name: '' }, 'body.name'],
      [{ ...valid, name: '   ' }, 'body.name'],
      [{ ...valid, name: 'n'.repeat(321) }, 'body.name'],
      [{ ...valid, email: 'not-an-email' }, 'body.email'],
      [{ ...valid, email: `${'e'.repeat(310)}@example.com` }, 'body.email'],
      [{ ...valid, message: 'm'.repeat(2001) }, 'body.message'],
      [{ name: valid.name, email: valid.email }, 'body.message'],
      // PostgreSQL text cannot hold NUL: refused before it reaches the database.
      [{ ...valid, message: 'before\u0000after' }, 'body.message'],
    ];
    for (const [body, path] of cases) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(response.json.errors!.map((e) => e.path)).toEqual([path]);
    }
    expect((await send({ ...valid, name: 'n'.repeat(320), message: 'm'.repeat(2000) })).status).toBe(200);
  });

  it('rate-limits per client: 5 per 10 minutes, then 429 JSON', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(valid, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await send(valid, { ip });
    expect(limited.json).toMatchObject({ code: 'RateLimited', message: expect.any(String) });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(5);
  });
});
