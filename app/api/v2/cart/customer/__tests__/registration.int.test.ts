/**
 * Registration with an email confirmation (issue 14): a taken address gets the same answer as a new
 * one, so registering tells nobody which addresses are customers; only the mailbox learns it.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, customerSessions, customers, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { settleBackgroundMail } from '@/lib/server/mail/after-queue';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getCustomer } from '../../../customer/route';
import { POST as confirm } from '../confirm/route';
import { POST as login } from '../login/route';
import { POST as requestReset } from '../reset-password-request/route';
import { POST as resetPassword } from '../reset-password/route';
import { POST as register } from '../route';
import { confirmationToken, mailsTo } from './registration-mail';

type CustomerBody = { customerId: string; email: string; firstName: string | null; lastName: string | null };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(async () => {
  await settleBackgroundMail();
  await handle.close();
});

const registerAs = (email: string, password: string, extra: { ip?: string; locale?: string } = {}) =>
  callRoute<{ status: string }>(register, {
    method: 'POST', url: `/api/v2/cart/customer?shop=demo${extra.locale ? `&locale=${extra.locale}` : ''}`,
    body: { email, initialPassword: password }, headers: { 'x-forwarded-for': extra.ip ?? freshClientIp() },
  });

const confirmWith = (token: string, extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  callRoute<CustomerBody & { code?: string; message?: string }>(confirm, {
    method: 'POST', url: '/api/v2/cart/customer/confirm?shop=demo', body: { token },
    headers: { 'x-forwarded-for': freshClientIp(), ...extra.headers }, cookies: extra.cookies,
  });

const loginAs = (email: string, password: string) => callRoute<{ message: string; code: string }>(login, {
  method: 'POST', url: '/api/v2/cart/customer/login?shop=demo', body: { email, password }, headers: { 'x-forwarded-for': freshClientIp() },
});

const whoAmI = (session: string) => callRoute<CustomerBody>(getCustomer, { url: '/api/v2/customer?shop=demo', cookies: { 'vitrine-session.demo': session } });

const accountOf = async (email: string) => (await handle.db.select().from(customers).where(eq(customers.email, email)))[0];

describe('POST /cart/customer (register)', () => {
  it('answers a new and a taken address alike, without a session; only the mail differs', async () => {
    const [before] = await handle.db.select().from(customers).where(eq(customers.email, DEMO.customer.email));
    const fresh = await registerAs('New.Person@Example.com', 'correct horse battery');
    const taken = await registerAs(DEMO.customer.email.toUpperCase(), 'an attacker password');

    expect(fresh.status).toBe(202);
    expect(fresh.json).toEqual({ status: 'confirmation-sent' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.text).toBe(fresh.text);
    // Only the CSRF cookie every answer may set: no session, no device mark.
    expect(Object.keys(fresh.setCookies)).toEqual(['vitrine-csrf']);
    expect(Object.keys(taken.setCookies)).toEqual(['vitrine-csrf']);

    // The new address: an unconfirmed account, a scrypt hash, and a confirmation mail with a 24-hour link whose token is stored hashed.
    const created = await accountOf('new.person@example.com');
    expect(created).toMatchObject({ emailConfirmedAt: null });
    expect(created!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const [confirmation] = await mailsTo(handle, 'account-confirmation', 'new.person@example.com');
    expect(confirmation).toMatchObject({ subject: `Confirm your account at ${DEMO.shops.demo.title}`, status: 'pending' });
    expect(confirmation!.text).toMatch(new RegExp(`^${DEMO.baseUrl}/confirm-account\\?tkn=[\\w-]{43}$`, 'm'));
    const token = await confirmationToken(handle, 'new.person@example.com');
    expect(created!.confirmationTokenHash).toBe(hashToken(token));
    expect(created!.confirmationExpiresAt!.getTime() - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(created!.confirmationExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    // The taken address: the account is as it was; its owner is told, with the way in, and gets no link that signs in.
    const [after] = await handle.db.select().from(customers).where(eq(customers.email, DEMO.customer.email));
    expect(after).toEqual(before);
    expect(await mailsTo(handle, 'account-confirmation', DEMO.customer.email)).toHaveLength(0);
    const [notice] = await mailsTo(handle, 'account-exists', DEMO.customer.email);
    expect(notice!.subject).toBe(`Your account at ${DEMO.shops.demo.title}`);
    expect(notice!.text).toContain('someone tried to create a customer account');
    expect(notice!.text).toContain(`${DEMO.baseUrl}/checkout/personal-data?login=true\n`);
    expect(notice!.text).toContain(`${DEMO.baseUrl}/forgot-password\n`);
    expect(notice!.text).not.toMatch(/tkn=/);
    expect((await loginAs(DEMO.customer.email, DEMO.customer.password)).status).toBe(200);
    expect((await loginAs(DEMO.customer.email, 'an attacker password')).status).toBe(401);
  });

  it("writes the mails in the request's shop language, with the language prefix in the link", async () => {
    expect((await registerAs('sprache@example.com', 'long enough password', { locale: 'de' })).status).toBe(202);
    const [confirmation] = await mailsTo(handle, 'account-confirmation', 'sprache@example.com');
    expect(confirmation!.subject).toBe(`Bestätigen Sie Ihr Kundenkonto bei ${DEMO.shops.demo.title}`);
    expect(confirmation!.text).toMatch(new RegExp(`^${DEMO.baseUrl}/de/confirm-account\\?tkn=[\\w-]{43}$`, 'm'));
    expect((await registerAs(DEMO.customer.email, 'long enough password', { locale: 'de' })).status).toBe(202);
    const [notice] = await mailsTo(handle, 'account-exists', DEMO.customer.email);
    expect(notice!.subject).toBe(`Ihr Kundenkonto bei ${DEMO.shops.demo.title}`);
    expect(notice!.text).toContain(`${DEMO.baseUrl}/de/forgot-password\n`);
  });

  it('lets an unconfirmed account not sign in: the same 401 as a wrong password', async () => {
    await registerAs('waiting@example.com', 'the right password');
    const unconfirmed = await loginAs('waiting@example.com', 'the right password');
    const wrong = await loginAs(DEMO.customer.email, 'the wrong password');
    expect(unconfirmed.status).toBe(401);
    expect(unconfirmed.json).toEqual(wrong.json);
    expect(unconfirmed.setCookies['vitrine-session.demo']).toBeUndefined();
  });

  it('lets the newer registration of an unconfirmed address win: its password, its link; the older link stops working', async () => {
    await registerAs('twice@example.com', 'first password');
    const first = await confirmationToken(handle, 'twice@example.com');
    await registerAs('twice@example.com', 'second password');
    const second = await confirmationToken(handle, 'twice@example.com');
    expect(second).not.toBe(first);
    expect(await mailsTo(handle, 'account-confirmation', 'twice@example.com')).toHaveLength(2);

    const stale = await confirmWith(first);
    expect(stale.status).toBe(422);
    expect(stale.json.code).toBe('InvalidConfirmationToken');
    expect((await confirmWith(second)).status).toBe(200);
    expect((await loginAs('twice@example.com', 'second password')).status).toBe(200);
    expect((await loginAs('twice@example.com', 'first password')).status).toBe(401);
  });

  it('validates email and password length (8 to 320) with 400 and the failing field', async () => {
    const short = await registerAs('short@example.com', '1234567');
    expect(short.status).toBe(400);
    expect((short.json as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('body.initialPassword');
    expect((await registerAs('long@example.com', 'x'.repeat(321))).status).toBe(400);
    expect((await registerAs('eight@example.com', '12345678')).status).toBe(202);
    const badEmail = await registerAs('not-an-email', 'long enough password');
    expect(badEmail.status).toBe(400);
    expect((badEmail.json as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('body.email');
  });

  it('rate-limits per client, and per address (taken or not) across clients, with 429', async () => {
    const ip = freshClientIp();
    const perClient: number[] = [];
    // Invalid bodies are counted too (the limit comes first) and cost no password hash.
    for (let i = 0; i < 11; i += 1) perClient.push((await registerAs(`r${i}@example.com`, 'short', { ip })).status);
    expect(perClient.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(perClient[10]).toBe(429);

    // New at the first call, taken (unconfirmed) at the others; each from a client of its own.
    const perAddress: number[] = [];
    for (let i = 0; i < 11; i += 1) perAddress.push((await registerAs('flooded@example.com', 'long enough password')).status);
    expect(perAddress).toEqual([...Array(10).fill(202), 429]);
  });
});

describe('POST /cart/customer/confirm', () => {
  it('confirms the account once, signs it in with an httpOnly Lax cookie and attaches the cart', async () => {
    const cartToken = newToken();
    const [shop] = await handle.db.select().from(shops).where(eq(shops.slug, 'demo'));
    const [cart] = await handle.db.insert(carts).values({ shopId: shop!.id, tokenHash: hashToken(cartToken), locale: 'en' }).returning();
    await registerAs('Confirm.Me@Example.com', 'correct horse battery');
    const token = await confirmationToken(handle, 'confirm.me@example.com');

    const response = await confirmWith(token, { cookies: { 'vitrine-cart.demo': cartToken } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ email: 'confirm.me@example.com', firstName: null, lastName: null });
    const line = response.headers.getSetCookie().find((l) => l.startsWith('vitrine-session.demo='))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
    const session = response.setCookies['vitrine-session.demo']!;
    expect((await whoAmI(session)).json.email).toBe('confirm.me@example.com');

    const stored = await accountOf('confirm.me@example.com');
    expect(stored!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(stored!.confirmationTokenHash).toBeNull();
    const sessions = await handle.db.select().from(customerSessions).where(eq(customerSessions.customerId, stored!.id));
    expect(sessions.map((s) => s.tokenHash)).toEqual([hashToken(session)]);
    const [attached] = await handle.db.select().from(carts).where(eq(carts.id, cart!.id));
    expect(attached).toMatchObject({ customerId: stored!.id, email: 'confirm.me@example.com' });
    expect((await loginAs('confirm.me@example.com', 'correct horse battery')).status).toBe(200);

    const again = await confirmWith(token);
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ code: 'InvalidConfirmationToken', message: 'The confirmation link is invalid or has expired' });
    expect(again.setCookies['vitrine-session.demo']).toBeUndefined();
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    await registerAs('secure@example.com', 'long enough password');
    const response = await confirmWith(await confirmationToken(handle, 'secure@example.com'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((l) => l.startsWith('vitrine-session.demo='))).toMatch(/;\s*Secure/i);
  });

  it('refuses an expired link with 422 and leaves the account unconfirmed', async () => {
    await registerAs('late@example.com', 'long enough password');
    const token = await confirmationToken(handle, 'late@example.com');
    await handle.db.update(customers).set({ confirmationExpiresAt: sql`now() - interval '1 second'` }).where(eq(customers.email, 'late@example.com'));
    const response = await confirmWith(token);
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('InvalidConfirmationToken');
    expect((await accountOf('late@example.com'))!.emailConfirmedAt).toBeNull();
    expect((await loginAs('late@example.com', 'long enough password')).status).toBe(401);
  });

  it("refuses a made-up or another shop's token with 422, and validates the body with 400", async () => {
    expect((await confirmWith('x'.repeat(43))).status).toBe(422);
    await registerAs('other-shop@example.com', 'long enough password');
    const token = await confirmationToken(handle, 'other-shop@example.com');
    const foreign = await callRoute(confirm, { method: 'POST', url: '/api/v2/cart/customer/confirm?shop=beyond-demo&preview=1', body: { token } });
    expect(foreign.status).not.toBe(200);
    expect((await accountOf('other-shop@example.com'))!.emailConfirmedAt).toBeNull();
    expect((await confirmWith('')).status).toBe(400);
    expect((await confirmWith('x'.repeat(257))).status).toBe(400);
  });
});

describe('a password reset of an unconfirmed account', () => {
  it('confirms it (the link reached the mailbox) and ends its confirmation link', async () => {
    await registerAs('forgetful@example.com', 'never confirmed');
    const confirmation = await confirmationToken(handle, 'forgetful@example.com');
    expect((await callRoute(requestReset, {
      method: 'POST', url: '/api/v2/cart/customer/reset-password-request?shop=demo', body: { email: 'forgetful@example.com' }, headers: { 'x-forwarded-for': freshClientIp() },
    })).status).toBe(200);
    const [mail] = await mailsTo(handle, 'password-reset', 'forgetful@example.com');
    const resetToken = /tkn=([\w-]+)/.exec(mail!.text)![1]!;
    expect((await callRoute(resetPassword, {
      method: 'POST', url: '/api/v2/cart/customer/reset-password?shop=demo', body: { token: resetToken, newPassword: 'chosen by mail' }, headers: { 'x-forwarded-for': freshClientIp() },
    })).status).toBe(200);

    expect((await accountOf('forgetful@example.com'))!.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await loginAs('forgetful@example.com', 'chosen by mail')).status).toBe(200);
    expect((await confirmWith(confirmation)).status).toBe(422);
  });
});
