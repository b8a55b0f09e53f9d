import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { customers, productTranslations, products, wishlistItems } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { POST as login } from '../../cart/customer/login/route';
import { DELETE as removeItem } from '../[productId]/route';
import { GET as getWishlist, POST as addItem } from '../route';

type Wishlist = { items: { productId: string; addedAt: string; product: { name: string; slug: string; price: { amount: number; formatted: string } } }[]; totalNumberOfItems: number };

let handle: DatabaseHandle;
/** Writes without a body still declare JSON (no CSRF token on these endpoints). */
const JSON_TYPE = { 'content-type': 'application/json' };
let session: string;
let shopIds: Record<'demo' | 'beyond', string>;

async function productId(shop: 'demo' | 'beyond', sku: string): Promise<string> {
  const [row] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopIds[shop]), eq(products.sku, sku)));
  return row!.id;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shopIds = await demoShopIds(handle.db);
  const response = await callRoute(login, {
    method: 'POST', url: '/api/v2/cart/customer/login?shop=demo', body: { email: DEMO.customer.email, password: DEMO.customer.password },
  });
  session = response.setCookies['vitrine-session.demo']!;
});
afterAll(() => handle.close());

const cookies = () => ({ 'vitrine-session.demo': session });
const add = (id: string, options: { locale?: string; signedIn?: boolean; extra?: object } = {}) => callRoute<Wishlist>(addItem, {
  method: 'POST', url: '/api/v2/wishlist?shop=demo',
  body: { product: { productId: id, quantity: 2 }, ...(options.locale ? { locale: options.locale } : {}), ...options.extra },
  cookies: options.signedIn === false ? undefined : cookies(),
});

describe('wishlist API', () => {
  beforeEach(async () => {
    await handle.db.delete(wishlistItems);
  });

  it('answers 401 with the sign-in target when signed out, for every wishlist call', async () => {
    const mug = await productId('demo', DEMO.products.mug.sku);
    const calls = [
      await callRoute(getWishlist, { url: '/api/v2/wishlist?shop=demo' }),
      await add(mug, { signedIn: false }),
      await callRoute(removeItem, { method: 'DELETE', headers: JSON_TYPE, url: `/api/v2/wishlist/${mug}?shop=demo`, params: { productId: mug } }),
      await callRoute(getWishlist, { url: '/api/v2/wishlist?shop=demo', cookies: { 'vitrine-session.demo': 'not-a-session' } }),
    ];
    for (const response of calls) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: 'Please sign in to use the wishlist', code: 'Unauthorized', redirectUrl: '/checkout/personal-data?login=true' });
      expect(response.headers.get('request-id')).toBeTruthy();
    }
    const german = await callRoute(getWishlist, { url: '/api/v2/wishlist?shop=demo&locale=de' });
    expect(german.json).toMatchObject({ redirectUrl: '/de/checkout/personal-data?login=true' });
    expect(await handle.db.select().from(wishlistItems)).toHaveLength(0);
  });

  it('adds products idempotently, lists them with product cards, and removes them', async () => {
    const mug = await productId('demo', DEMO.products.mug.sku);
    const scarf = await productId('demo', DEMO.products.lowStock.sku);
    const first = await add(mug, { extra: { lineItemId: 'ignored' } });
    expect(first.status).toBe(200);
    expect(first.json.totalNumberOfItems).toBe(1);
    expect(first.json.items[0]).toMatchObject({ productId: mug, product: { slug: DEMO.products.mug.slug.en, price: { amount: DEMO.products.mug.priceAmount, formatted: '€14.90' } } });
    expect(first.json.items[0]!.addedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect((await add(mug)).json.totalNumberOfItems).toBe(1);
    const both = await add(scarf, { locale: 'de' });
    expect(both.json.items.map((i) => i.productId)).toEqual([mug, scarf]);
    // The locale of the wish-list event names the language of the cards.
    expect(both.json.items[0]!.product.slug).toBe(DEMO.products.mug.slug.de);

    const listed = await callRoute<Wishlist>(getWishlist, { url: '/api/v2/wishlist?shop=demo&locale=fr', cookies: cookies() });
    expect(listed.status).toBe(200);
    expect(listed.json.items.map((i) => i.product.slug)).toEqual([DEMO.products.mug.slug.fr, DEMO.products.lowStock.slug.fr]);

    const removed = await callRoute<Wishlist>(removeItem, { method: 'DELETE', headers: JSON_TYPE, url: `/api/v2/wishlist/${mug}?shop=demo`, params: { productId: mug }, cookies: cookies() });
    expect(removed.status).toBe(200);
    expect(removed.json.items.map((i) => i.productId)).toEqual([scarf]);
    // Removing what is not there is not an error.
    const again = await callRoute<Wishlist>(removeItem, { method: 'DELETE', headers: JSON_TYPE, url: `/api/v2/wishlist/${mug}?shop=demo`, params: { productId: mug }, cookies: cookies() });
    expect(again.status).toBe(200);
    expect(again.json.totalNumberOfItems).toBe(1);
  });

  it("answers 404 for another shop's product, an unknown id and a hidden product; 400 for malformed input", async () => {
    const foreign = await add(await productId('beyond', DEMO.products.mug.sku));
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ message: 'Product not found' });
    expect((await add('00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const scarf = await productId('demo', DEMO.products.lowStock.sku);
    await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, scarf));
    try {
      expect((await add(scarf)).status).toBe(404);
    } finally {
      await handle.db.update(products).set({ isVisible: true }).where(eq(products.id, scarf));
    }

    const malformed = await add('not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ errors: [{ path: 'body.product.productId' }] });
    expect((await add(scarf, { extra: { product: { productId: scarf, quantity: 0 } } })).status).toBe(400);
    const badParam = await callRoute(removeItem, { method: 'DELETE', headers: JSON_TYPE, url: '/api/v2/wishlist/x?shop=demo', params: { productId: 'x' }, cookies: cookies() });
    expect(badParam.status).toBe(400);
    expect(await handle.db.select().from(wishlistItems)).toHaveLength(0);
  });

  it('holds at most 100 products (422 WishlistFull), while re-adding one already on it still works', async () => {
    const ids = (await handle.db.select({ id: products.id }).from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')))
      .where(and(eq(products.shopId, shopIds.demo), eq(products.isVisible, true))).limit(101)).map((r) => r.id);
    expect(ids.length).toBe(101);
    const [{ customerId } = { customerId: '' }] = await handle.db.select({ customerId: customers.id }).from(customers)
      .where(and(eq(customers.shopId, shopIds.demo), eq(customers.email, DEMO.customer.email)));
    await handle.db.insert(wishlistItems).values(ids.slice(0, 100).map((id) => ({ shopId: shopIds.demo, customerId, productId: id }))).onConflictDoNothing();
    const full = await add(ids[100]!);
    expect(full.status).toBe(422);
    expect(full.json).toMatchObject({ code: 'WishlistFull' });
    expect((await add(ids[0]!)).status).toBe(200);
    const listed = await callRoute<Wishlist>(getWishlist, { url: '/api/v2/wishlist?shop=demo', cookies: cookies() });
    expect(listed.json.totalNumberOfItems).toBe(100);
  });
});
