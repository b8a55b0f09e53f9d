import { and, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { customers, mailOutbox, passwordResetTokens, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { settleBackgroundMail } from '@/lib/server/mail/after-queue';
import { hashToken } from '@/lib/server/security/tokens';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getCustomer } from '../../../customer/route';
import { POST as login } from '../login/route';
import { POST as requestReset } from '../reset-password-request/route';
import { GET as readResetToken, POST as resetPassword } from '../reset-password/route';
import { registerConfirmedCustomer } from './registration-mail';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(async () => {
  await settleBackgroundMail();
  await handle.close();
});

const ask = (email: string, options: { ip?: string; locale?: string; headers?: Record<string, string> } = {}) =>
  callRoute<{ ok: boolean }>(requestReset, {
    method: 'POST', url: `/api/v2/cart/customer/reset-password-request?shop=demo${options.locale ? `&locale=${options.locale}` : ''}`,
    body: { email }, headers: { 'x-forwarded-for': options.ip ?? freshClientIp(), ...options.headers },
  });

const reset = (token: string, newPassword: string) => callRoute<{ ok: boolean; code?: string }>(resetPassword, {
  method: 'POST', url: '/api/v2/cart/customer/reset-password?shop=demo', body: { token, newPassword }, headers: { 'x-forwarded-for': freshClientIp() },
});

const lookup = (token: string) => callRoute<{ email: string }>(readResetToken, {
  url: `/api/v2/cart/customer/reset-password?shop=demo&token=${encodeURIComponent(token)}`, headers: { 'x-forwarded-for': freshClientIp() },
});

const loginStatus = async (email: string, password: string) => (await callRoute(login, {
  method: 'POST', url: '/api/v2/cart/customer/login?shop=demo', body: { email, password }, headers: { 'x-forwarded-for': freshClientIp() },
})).status;

async function resetMails(to: string) {
  return handle.db.select().from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'password-reset'), eq(mailOutbox.to, to))).orderBy(desc(mailOutbox.createdAt));
}

/** Registers (and confirms) a customer and asks for a reset; returns the token from the queued email. */
async function tokenFor(email: string, password = 'first password'): Promise<string> {
  if ((await handle.db.select().from(customers).where(eq(customers.email, email))).length === 0) await registerConfirmedCustomer(handle, email, password);
  expect((await ask(email)).status).toBe(200);
  const [mail] = await resetMails(email);
  const token = /[?&]tkn=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toHaveLength(43);
  return token!;
}

describe('POST /cart/customer/reset-password-request', () => {
  it('answers the same for a known and an unknown email, queuing mail and a hashed token only for the known one', async () => {
    const startedKnown = Date.now();
    const known = await ask(DEMO.customer.email.toUpperCase());
    const knownMs = Date.now() - startedKnown;
    const startedUnknown = Date.now();
    const unknown = await ask('nobody@example.com');
    const unknownMs = Date.now() - startedUnknown;

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual({ ok: true });
    expect(unknown.text).toBe(known.text);
    // Both wait for the same floor, so an unknown email does not answer faster.
    expect(knownMs).toBeGreaterThanOrEqual(240);
    expect(unknownMs).toBeGreaterThanOrEqual(240);

    const mails = await resetMails(DEMO.customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'pending', attempts: 0, subject: `Reset your password for ${DEMO.shops.demo.title}` });
    expect(await resetMails('nobody@example.com')).toHaveLength(0);

    const token = /tkn=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    const [row] = await handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(row!.usedAt).toBeNull();
    // One hour, give or take the test's own runtime.
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const stored = await handle.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(stored.map((s) => s.hash)).not.toContain(token);
  });

  it("builds the link from the shop's base URL, not from the request's Host header, with the language prefix", async () => {
    await handle.db.update(shops).set({ baseUrl: 'https://shop.example.com/' }).where(eq(shops.slug, 'demo'));
    try {
      await ask(DEMO.customer.email, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      const [english] = await resetMails(DEMO.customer.email);
      expect(english!.text).toMatch(/https:\/\/shop\.example\.com\/reset-password\?tkn=[A-Za-z0-9_-]{43}\n/);
      expect(english!.text).not.toMatch(/evil|localhost|&shop=/);

      await ask(DEMO.customer.email, { locale: 'de', headers: { host: 'evil.example' } });
      const [german] = await resetMails(DEMO.customer.email);
      expect(german!.text).toMatch(/https:\/\/shop\.example\.com\/de\/reset-password\?tkn=[A-Za-z0-9_-]{43}\n/);
      expect(german!.subject).toBe(`Passwort für ${DEMO.shops.demo.title} zurücksetzen`);
    } finally {
      await handle.db.update(shops).set({ baseUrl: DEMO.baseUrl }).where(eq(shops.slug, 'demo'));
    }
  });

  it('validates the email with 400', async () => {
    expect((await ask('not-an-email')).status).toBe(400);
    expect((await ask(`${'a'.repeat(310)}@example.com`)).status).toBe(400);
  });

  it('rate-limits per client and per account with 429, alike for unknown addresses', async () => {
    const ip = freshClientIp();
    const perClient: number[] = [];
    for (let i = 0; i < 6; i += 1) perClient.push((await ask(`someone${i}@example.com`, { ip })).status);
    expect(perClient).toEqual([200, 200, 200, 200, 200, 429]);
    const perAccount: number[] = [];
    for (let i = 0; i < 6; i += 1) perAccount.push((await ask('unknown-target@example.com')).status);
    expect(perAccount).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('GET and POST /cart/customer/reset-password', () => {
  it('shows the email of a valid token, sets the password once, ends sessions, and refuses the token afterwards', async () => {
    const email = 'resetter@example.com';
    const token = await tokenFor(email, 'first password');
    const session = (await callRoute(login, {
      method: 'POST', url: '/api/v2/cart/customer/login?shop=demo', body: { email, password: 'first password' }, headers: { 'x-forwarded-for': freshClientIp() },
    })).setCookies['vitrine-session.demo']!;

    const shown = await lookup(token);
    expect(shown.status).toBe(200);
    expect(shown.json).toEqual({ email });

    const done = await reset(token, 'second password');
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ ok: true });
    expect(await loginStatus(email, 'second password')).toBe(200);
    expect(await loginStatus(email, 'first password')).toBe(401);
    expect((await callRoute(getCustomer, { url: '/api/v2/customer?shop=demo', cookies: { 'vitrine-session.demo': session } })).status).toBe(401);

    const again = await reset(token, 'third password');
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ code: 'InvalidResetToken', message: expect.any(String) });
    expect((await lookup(token)).status).toBe(404);
    expect(await loginStatus(email, 'third password')).toBe(401);
  });

  it('refuses an expired token with 422 and does not show its email', async () => {
    const token = await tokenFor('expired@example.com');
    await handle.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect((await lookup(token)).status).toBe(404);
    const response = await reset(token, 'new password');
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('InvalidResetToken');
    expect(await loginStatus('expired@example.com', 'first password')).toBe(200);
  });

  it('refuses a wrong token with 422 (POST) and 404 (GET), and validates input with 400', async () => {
    const wrong = await reset('x'.repeat(43), 'new password');
    expect(wrong.status).toBe(422);
    expect(wrong.json.code).toBe('InvalidResetToken');
    expect((await lookup('x'.repeat(43))).status).toBe(404);
    expect((await lookup('x'.repeat(300))).status).toBe(400);
    expect((await reset('', 'new password')).status).toBe(400);
    const token = await tokenFor('validation@example.com');
    expect((await reset(token, 'short')).status).toBe(400);
    expect((await reset(token, 'y'.repeat(321))).status).toBe(400);
    // A refused request did not spend the token.
    expect((await lookup(token)).status).toBe(200);
  });

  it("spends the customer's other outstanding tokens with the first one used", async () => {
    const first = await tokenFor('two-links@example.com');
    const second = await tokenFor('two-links@example.com');
    expect(first).not.toBe(second);
    expect((await reset(second, 'brand new password')).status).toBe(200);
    expect((await reset(first, 'another new password')).status).toBe(422);
  });
});
