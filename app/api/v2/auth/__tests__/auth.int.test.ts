import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { setRateLimiter } from '@/lib/server/rate-limit';
import { MemoryRateLimiter } from '@/lib/server/rate-limit/memory';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as search } from '../../search/route';
import { GET as getShop, PATCH as patchShop } from '../../shop/route';
import { GET as getEmail } from '../../shop/email/route';
import { POST as changePassword } from '../password/route';
import { DELETE as signOut, GET as getSession, POST as exchangeToken } from '../session/route';
import { POST as signIn } from '../sign-in/route';
import { TestBrowser, setCookieLine } from './owner-browser';

const DEMO_COOKIE = 'vitrine-owner.demo';
const BEYOND_COOKIE = 'vitrine-owner.beyond-demo';
const url = (path: string, shop = 'demo') => `/api/v2${path}?shop=${shop}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());
// Every test signs in several times: the sign-in limit is not what these tests are about.
beforeEach(() => setRateLimiter(new MemoryRateLimiter()));

/** A browser signed in to a shop through the API: its cookies hold the session, `token` is the bearer token. */
async function signedIn(shop: 'demo' | 'beyond' = 'demo', headers: Record<string, string> = {}) {
  const browser = new TestBrowser();
  const response = await browser.call<{ token: string; expiresAt: string }>(signIn, {
    method: 'POST', url: url('/auth/sign-in', DEMO.shops[shop].slug), body: DEMO.owners[shop], headers,
  });
  expect(response.status).toBe(200);
  return { browser, response, token: response.json.token };
}

const sessionOf = (browser: TestBrowser, shop = 'demo') => browser.call<{ email: string; shop: string }>(getSession, { url: url('/auth/session', shop) });

describe('sign-in', () => {
  it('answers the bearer token as before and sets the shop session cookie: httpOnly, Path=/, Lax over HTTP, 12 hours', async () => {
    const { browser, response } = await signedIn();
    expect(Object.keys(response.json).sort()).toEqual(['expiresAt', 'token']);
    expect(Date.parse(response.json.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600 * 1000);
    const line = setCookieLine(response, DEMO_COOKIE)!;
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; SameSite=lax/i);
    expect(line).not.toMatch(/; Secure/i);
    expect(Number(/Max-Age=(\d+)/.exec(line)![1])).toBeGreaterThan(43_000);
    expect(browser.cookies[DEMO_COOKIE]).toBeTruthy();
  });

  it('marks the cookies Secure and SameSite=None over HTTPS for a shop that names a back office, so it can frame the editor', async () => {
    await handle.db.execute(sql`update shops set back_office_origins = array['https://backoffice.example.test'] where slug = 'demo'`);
    try {
      const { response } = await signedIn('demo', { 'x-forwarded-proto': 'https' });
      for (const name of [DEMO_COOKIE, 'vitrine-csrf']) {
        const line = setCookieLine(response, name)!;
        expect(line).toMatch(/; Secure/i);
        expect(line).toMatch(/; SameSite=none/i);
      }
    } finally {
      await handle.db.execute(sql`update shops set back_office_origins = '{}' where slug = 'demo'`);
    }
  });

  it('keeps the cookies SameSite=Lax over HTTPS for a shop that names no back office: no other site frames its editor', async () => {
    const { response } = await signedIn('demo', { 'x-forwarded-proto': 'https' });
    for (const name of [DEMO_COOKIE, 'vitrine-csrf']) {
      const line = setCookieLine(response, name)!;
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; SameSite=lax/i);
    }
    // Any answer that hands out the CSRF cookie does the same, a shopper's too.
    const shopper = await callRoute(getShop, { url: url('/shop'), headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookieLine(shopper, 'vitrine-csrf')).toMatch(/; SameSite=lax/i);
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const response = await callRoute(signIn, { method: 'POST', url: url('/auth/sign-in'), body: { ...DEMO.owners.demo, password: 'wrong password' } });
    expect(response.status).toBe(401);
    expect(response.setCookies[DEMO_COOKIE]).toBeUndefined();
  });
});

describe('the session', () => {
  it('answers the signed-in owner to the cookie and to the bearer token, 401 to nobody', async () => {
    const { browser, token } = await signedIn();
    const byCookie = await sessionOf(browser);
    expect(byCookie.status).toBe(200);
    expect(byCookie.json).toEqual({ email: DEMO.owners.demo.email, shop: 'demo', expiresAt: expect.any(String) });
    const byToken = await callRoute(getSession, { url: url('/auth/session'), headers: bearer(token) });
    expect(byToken.json).toEqual(byCookie.json);
    expect((await callRoute(getSession, { url: url('/auth/session') })).status).toBe(401);
  });

  it('gives nothing in another shop: the cookie is per shop, a copied value and another shop\'s token are refused', async () => {
    const { browser, token } = await signedIn();
    expect((await sessionOf(browser, 'beyond-demo')).status).toBe(401);
    const copied = await callRoute(getSession, { url: url('/auth/session', 'beyond-demo'), cookies: { [BEYOND_COOKIE]: browser.cookies[DEMO_COOKIE]! } });
    expect(copied.status).toBe(401);
    const foreignToken = await callRoute(getSession, { url: url('/auth/session', 'beyond-demo'), headers: bearer(token) });
    expect(foreignToken.status).toBe(403);
    // The closed beyond shop stays closed to the demo owner's cookie.
    expect((await browser.call(getEmail, { url: url('/shop/email', 'beyond-demo') })).status).toBe(503);
  });

  it('lets an owner of two shops be signed in to both in one browser', async () => {
    const { browser } = await signedIn();
    const beyond = await browser.call(signIn, { method: 'POST', url: url('/auth/sign-in', 'beyond-demo'), body: DEMO.owners.beyond });
    expect(beyond.status).toBe(200);
    expect((await sessionOf(browser)).json).toMatchObject({ shop: 'demo' });
    expect((await sessionOf(browser, 'beyond-demo')).json).toMatchObject({ shop: 'beyond-demo', email: DEMO.owners.beyond.email });
    expect((await browser.call(getEmail, { url: url('/shop/email', 'beyond-demo') })).status).toBe(200);
  });

  it('refuses a forged or tampered cookie', async () => {
    const { browser } = await signedIn();
    const value = browser.cookies[DEMO_COOKIE]!;
    for (const forged of ['garbage', `${value}x`, `${value.split('.')[0]}.AAAA`]) {
      expect((await callRoute(getSession, { url: url('/auth/session'), cookies: { [DEMO_COOKIE]: forged } })).status).toBe(401);
    }
  });

  it('refuses the cookie and the token of an expired session', async () => {
    const { browser, token } = await signedIn();
    await handle.db.execute(sql`update owner_sessions set expires_at = now() - interval '1 minute'
      where id = (select id from owner_sessions order by created_at desc limit 1)`);
    expect((await sessionOf(browser)).status).toBe(401);
    const response = await callRoute(getSession, { url: url('/auth/session'), headers: bearer(token) });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ message: 'This sign-in has ended' });
  });
});

describe('CSRF', () => {
  it('requires the x-csrf-token for writes the cookie authorises, not for bearer-authorised ones', async () => {
    const { browser, token } = await signedIn();
    const body = { userSettings: undefined, locale: 'en' };
    const withoutToken = await browser.call(patchShop, { method: 'PATCH', url: url('/shop'), body, csrf: false });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.json).toMatchObject({ code: 'InvalidCsrfToken' });
    expect((await browser.call(patchShop, { method: 'PATCH', url: url('/shop'), body })).status).toBe(200);
    expect((await callRoute(patchShop, { method: 'PATCH', url: url('/shop'), body, headers: bearer(token) })).status).toBe(200);
  });

  it('serves a public write that comes with the cookie but without the token as a shopper\'s', async () => {
    const { browser } = await signedIn('beyond');
    // The owner may search the closed shop; a request forged by another site only gets the closed shop's answer.
    expect((await browser.call(search, { method: 'POST', url: url('/search', 'beyond-demo'), body: {} })).status).toBe(200);
    expect((await browser.call(search, { method: 'POST', url: url('/search', 'beyond-demo'), body: {}, csrf: false })).status).toBe(503);
  });

  it('requires it to sign out with the cookie', async () => {
    const { browser } = await signedIn();
    const refused = await browser.call(signOut, { method: 'DELETE', url: url('/auth/session'), csrf: false });
    expect(refused.status).toBe(403);
    expect((await sessionOf(browser)).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('ends the session: the cookie is cleared, and the cookie and the bearer token of that session get 401', async () => {
    const { browser, token } = await signedIn();
    const cookie = browser.cookies[DEMO_COOKIE]!;
    const response = await browser.call(signOut, { method: 'DELETE', url: url('/auth/session') });
    expect(response.status).toBe(204);
    expect(setCookieLine(response, DEMO_COOKIE)).toMatch(/^vitrine-owner\.demo=;.*Max-Age=0/i);
    expect(browser.cookies[DEMO_COOKIE]).toBeUndefined();
    expect((await callRoute(getSession, { url: url('/auth/session'), cookies: { [DEMO_COOKIE]: cookie } })).status).toBe(401);
    expect((await callRoute(patchShop, { method: 'PATCH', url: url('/shop'), body: { locale: 'en' }, headers: bearer(token) })).status).toBe(401);
  });

  it('signs out with the bearer token alone, without CSRF', async () => {
    const { token } = await signedIn();
    expect((await callRoute(signOut, { method: 'DELETE', url: url('/auth/session'), headers: bearer(token) })).status).toBe(204);
    expect((await callRoute(getSession, { url: url('/auth/session'), headers: bearer(token) })).status).toBe(401);
  });

  it('answers 401 to nobody', async () => {
    expect((await callRoute(signOut, { method: 'DELETE', url: url('/auth/session') })).status).toBe(401);
  });
});

describe('token exchange', () => {
  it('turns a bearer token into the cookie of the same session, so signing out there ends the token too', async () => {
    const { token } = await signedIn();
    const framed = new TestBrowser('198.51.100.41');
    await framed.call(getShop, { url: url('/shop') });
    const response = await framed.call<{ email: string }>(exchangeToken, { method: 'POST', url: url('/auth/session'), body: { token } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ email: DEMO.owners.demo.email, shop: 'demo' });
    expect(setCookieLine(response, DEMO_COOKIE)).toMatch(/HttpOnly/i);
    expect((await sessionOf(framed)).status).toBe(200);
    expect((await framed.call(signOut, { method: 'DELETE', url: url('/auth/session') })).status).toBe(204);
    expect((await callRoute(getSession, { url: url('/auth/session'), headers: bearer(token) })).status).toBe(401);
  });

  it('hands the session over: the cookie the sign-in set stops working', async () => {
    const { browser, token } = await signedIn();
    const framed = new TestBrowser();
    await framed.call(getShop, { url: url('/shop') });
    await framed.call(exchangeToken, { method: 'POST', url: url('/auth/session'), body: { token } });
    expect((await sessionOf(browser)).status).toBe(401);
    expect((await sessionOf(framed)).status).toBe(200);
  });

  it('refuses a bad, another shop\'s or an ended token, and a request without the CSRF token', async () => {
    const framed = new TestBrowser();
    await framed.call(getShop, { url: url('/shop') });
    const exchange = (token: string, csrf = true) => framed.call(exchangeToken, { method: 'POST', url: url('/auth/session'), body: { token }, csrf });
    expect((await exchange('not-a-token')).status).toBe(401);
    expect((await exchange((await signedIn('beyond')).token)).status).toBe(403);
    const { token } = await signedIn();
    expect((await exchange(token, false)).status).toBe(403);
    await callRoute(signOut, { method: 'DELETE', url: url('/auth/session'), headers: bearer(token) });
    expect((await exchange(token)).status).toBe(401);
    expect(framed.cookies[DEMO_COOKIE]).toBeUndefined();
  });
});

describe('password change', () => {
  const change = (browser: TestBrowser, body: unknown) => browser.call(changePassword, { method: 'POST', url: url('/auth/password'), body });
  const newPassword = 'a new demo password';

  afterAll(async () => {
    // Put the demo password back for the tests after these.
    const { token } = await signInWith(newPassword);
    await callRoute(changePassword, { method: 'POST', url: url('/auth/password'), body: { currentPassword: newPassword, newPassword: DEMO.owners.demo.password }, headers: bearer(token) });
  });

  async function signInWith(password: string) {
    return (await callRoute<{ token: string }>(signIn, { method: 'POST', url: url('/auth/sign-in'), body: { email: DEMO.owners.demo.email, password } })).json;
  }

  it('refuses a wrong current password (403), a short new one (400), a cookie without CSRF (403) and nobody (401)', async () => {
    const { browser } = await signedIn();
    const wrong = await change(browser, { currentPassword: 'not it', newPassword });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ code: 'WrongPassword' });
    expect((await change(browser, { currentPassword: DEMO.owners.demo.password, newPassword: 'short' })).status).toBe(400);
    const withoutCsrf = await browser.call(changePassword, {
      method: 'POST', url: url('/auth/password'), body: { currentPassword: DEMO.owners.demo.password, newPassword }, csrf: false,
    });
    expect(withoutCsrf.status).toBe(403);
    expect((await callRoute(changePassword, { method: 'POST', url: url('/auth/password'), body: { currentPassword: 'x', newPassword } })).status).toBe(401);
    // None of these changed anything: the session still works and so does the password.
    expect((await sessionOf(browser)).status).toBe(200);
    expect(await signInWith(DEMO.owners.demo.password)).toHaveProperty('token');
  });

  it('changes the password and ends every other session of the owner, keeping the one that changed it', async () => {
    const { browser } = await signedIn();
    const other = await signedIn();
    expect((await change(browser, { currentPassword: DEMO.owners.demo.password, newPassword })).status).toBe(204);
    expect((await sessionOf(other.browser)).status).toBe(401);
    expect((await callRoute(getSession, { url: url('/auth/session'), headers: bearer(other.token) })).status).toBe(401);
    expect((await sessionOf(browser)).status).toBe(200);
    expect(await signInWith(DEMO.owners.demo.password)).not.toHaveProperty('token');
    expect(await signInWith(newPassword)).toHaveProperty('token');
    // The other shop's owner keeps its sessions.
    const beyond = await signedIn('beyond');
    expect((await sessionOf(beyond.browser, 'beyond-demo')).status).toBe(200);
  });
});

describe('hidden locales', () => {
  it('are listed and served to the owner only', async () => {
    const { browser } = await signedIn();
    const anonymous = await callRoute<{ locales: { identifier: string }[]; locale: string }>(getShop, { url: `${url('/shop')}&locale=it` });
    expect(anonymous.json.locales.map((l) => l.identifier)).toEqual(['en', 'de', 'fr']);
    expect(anonymous.json.locale).toBe('en');
    const owner = await browser.call<{ locales: { identifier: string; isVisible: boolean }[]; locale: string }>(getShop, { url: `${url('/shop')}&locale=it` });
    expect(owner.json.locales).toContainEqual({ identifier: DEMO.hidden.locale.identifier, isVisible: false });
    expect(owner.json.locale).toBe('it');
  });
});
