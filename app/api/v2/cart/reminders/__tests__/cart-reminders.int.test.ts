import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { cartLineItems, cartReminderOptOuts, carts, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { cartReminderToken } from '@/lib/server/cart-reminders/cart-reminder-link';
import { hashToken } from '@/lib/server/security/tokens';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { GET as getCart } from '../../route';
import { PUT as consent } from '../../reminder-consent/route';
import { GET as restore } from '../restore/route';
import { GET as unsubscribePage, POST as unsubscribe } from '../unsubscribe/route';

let handle: DatabaseHandle;
let shopId: string;
let mug: string;

/** A guest's open cart with the mug, who agreed to a reminder. */
async function guestCart(email: string): Promise<string> {
  const [cart] = await handle.db.insert(carts).values({ shopId, tokenHash: `api-${Math.random()}`, locale: 'en', email, reminderConsentAt: new Date() }).returning();
  await handle.db.insert(cartLineItems).values({ cartId: cart!.id, shopId, productId: mug, quantity: 3 });
  return cart!.id;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shopId = (await demoShopIds(handle.db)).demo;
  const [row] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.sku, DEMO.products.mug.sku)));
  mug = row!.id;
});
afterAll(() => handle.close());

describe('cart reminders API', () => {
  it('takes a guest\'s consent with the CSRF token only, and shows it on the cart', async () => {
    const first = await callRoute(getCart, { url: '/api/v2/cart?shop=demo' });
    const csrf = first.headers.get('x-csrf-token')!;
    const cookies = { 'vitrine-csrf': first.setCookies['vitrine-csrf'] ?? '' };
    expect((await callRoute(consent, { method: 'PUT', url: '/api/v2/cart/reminder-consent?shop=demo', body: { consent: true }, cookies })).status).toBe(403);
    const answer = await callRoute<{ reminderConsent: boolean }>(consent, {
      method: 'PUT', url: '/api/v2/cart/reminder-consent?shop=demo', body: { consent: true }, cookies, headers: { 'x-csrf-token': csrf },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.reminderConsent).toBe(true);
    expect(answer.setCookies['vitrine-cart.demo']).toBeTruthy();
  });

  it('restores the cart in a browser without one: a new cart cookie and a 303 to the cart page', async () => {
    const cartId = await guestCart('api-restore@example.com');
    const token = await cartReminderToken(shopId, cartId, 'restore');
    const answer = await callRoute(restore, { url: `/api/v2/cart/reminders/restore?shop=demo&locale=de&token=${encodeURIComponent(token)}` });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/de/cart');
    const browserToken = answer.setCookies['vitrine-cart.demo']!;
    const [copy] = await handle.db.select().from(carts).where(eq(carts.tokenHash, hashToken(browserToken)));
    const cart = await callRoute<{ lineItems: { productId: string; quantity: number }[] }>(getCart, { url: '/api/v2/cart?shop=demo', cookies: { 'vitrine-cart.demo': browserToken } });
    expect(copy!.id).not.toBe(cartId);
    expect(cart.json.lineItems.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([{ productId: mug, quantity: 3 }]);
  });

  it('answers an expired or forged restore link, and an ordered cart\'s, with a page saying so', async () => {
    const cartId = await guestCart('api-expired@example.com');
    const expired = await cartReminderToken(shopId, cartId, 'restore', Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const token of [expired, 'forged.token']) {
      const answer = await callRoute(restore, { url: `/api/v2/cart/reminders/restore?shop=demo&token=${encodeURIComponent(token)}` });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('This link is invalid or has expired, or the cart has been ordered already.');
      expect(answer.setCookies['vitrine-cart.demo']).toBeUndefined();
    }
    await handle.db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cartId));
    const ordered = await callRoute(restore, { url: `/api/v2/cart/reminders/restore?shop=demo&token=${encodeURIComponent(await cartReminderToken(shopId, cartId, 'restore'))}` });
    expect(ordered.text).toContain('the cart has been ordered already');
  });

  it('unsubscribes the address with one click: the page\'s button or a mail client\'s one-click POST, never by opening the link', async () => {
    const cartId = await guestCart('api-unsubscribe@example.com');
    const token = await cartReminderToken(shopId, cartId, 'unsubscribe');
    const url = `/api/v2/cart/reminders/unsubscribe?shop=demo&token=${encodeURIComponent(token)}`;
    const optOuts = () => handle.db.select().from(cartReminderOptOuts).where(sql`${cartReminderOptOuts.email} = 'api-unsubscribe@example.com'`);
    const page = await callRoute(unsubscribePage, { url });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect(await optOuts()).toHaveLength(0);
    const answer = await callRoute(unsubscribe, { method: 'POST', url, body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Done: you get no more cart reminders from this shop.');
    expect(await optOuts()).toHaveLength(1);
  });
});
