import { CART_COOKIE_MAX_AGE_SECONDS, cartToken, readCartToken } from '../cart-cookie';
import type { CookieJar } from '../cookie-jar';
import { readSessionToken, sessionToken } from '../session-cookie';
import { SESSION_TTL_SECONDS } from '@/lib/server/customers/session';

const demo = { slug: 'demo' };
const CART_COOKIE = 'vitrine-cart.demo';
const SESSION_COOKIE = 'vitrine-session.demo';

/** A jar that records what a handler would set on its response. */
function jar(sent: Record<string, string>) {
  const writes: Array<[string, string, number | undefined] | ['delete', string]> = [];
  const cookies: CookieJar = {
    get: (name) => sent[name],
    set: (name, value, maxAge) => writes.push([name, value, maxAge]),
    delete: (name) => writes.push(['delete', name]),
  };
  return { cookies, writes };
}

describe('the cart cookie', () => {
  it('reads a plausible token only', () => {
    expect(readCartToken(demo, jar({ [CART_COOKIE]: 'a'.repeat(43) }).cookies)).toBe('a'.repeat(43));
    expect(readCartToken(demo, jar({ [CART_COOKIE]: 'a'.repeat(201) }).cookies)).toBeUndefined();
    expect(readCartToken(demo, jar({}).cookies)).toBeUndefined();
  });

  it('hands a new cart token out for 30 days and clears it', () => {
    const { cookies, writes } = jar({ [CART_COOKIE]: 'old' });
    const token = cartToken(demo, cookies);
    expect(token.value).toBe('old');
    token.replace('new');
    token.clear();
    expect(writes).toEqual([[CART_COOKIE, 'new', CART_COOKIE_MAX_AGE_SECONDS], ['delete', CART_COOKIE]]);
  });
});

describe('cookies per shop', () => {
  it('are named after the shop, so two shops of one host keep their own cart and session', () => {
    const beyond = { slug: 'beyond-demo' };
    const sent = jar({ 'vitrine-cart.demo': 'demo-cart', 'vitrine-cart.beyond-demo': 'beyond-cart', 'vitrine-session.demo': 'demo-session' });
    expect(readCartToken(demo, sent.cookies)).toBe('demo-cart');
    expect(readCartToken(beyond, sent.cookies)).toBe('beyond-cart');
    expect(readSessionToken(beyond, sent.cookies)).toBeUndefined();
    cartToken(beyond, sent.cookies).replace('new-beyond-cart');
    expect(sent.writes).toEqual([['vitrine-cart.beyond-demo', 'new-beyond-cart', CART_COOKIE_MAX_AGE_SECONDS]]);
  });
});

describe('the session cookie', () => {
  it('keeps the session token as long as the session lasts', () => {
    const { cookies, writes } = jar({ [SESSION_COOKIE]: 'old' });
    expect(readSessionToken(demo, cookies)).toBe('old');
    const token = sessionToken(demo, cookies);
    expect(token.value).toBe('old');
    token.replace('new');
    token.clear();
    expect(writes).toEqual([[SESSION_COOKIE, 'new', SESSION_TTL_SECONDS], ['delete', SESSION_COOKIE]]);
  });
});
