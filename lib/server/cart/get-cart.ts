import { and, eq } from 'drizzle-orm';
import type { CartPayload } from '@/lib/contract/cart';
import { getDb, type Executor } from '@/lib/db';
import { carts } from '@/lib/db/schema';
import { loadMarketPricing } from '@/lib/server/markets/load-markets';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import { toCartPayload, type CartState } from './cart-payload';
import { writeCartIn, type CartWrite } from './cart-write';
import { findCartRow } from './find-cart';
import { loadCartContents } from './load-cart';
import { priceCart } from './price-cart';
import { loadShopCartFacts } from './shop-facts';

/** The open cart a token belongs to in this shop; an ordered cart counts as none. */
async function findOpenCartRow(db: Executor, shop: Shop, token: string | undefined) {
  const cart = await findCartRow(db, shop, token);
  return cart?.status === 'open' ? cart : null;
}

/** Loads and prices a cart row. */
export async function loadCartState(db: Executor, shop: Shop, locale: string, cart: typeof carts.$inferSelect): Promise<CartState> {
  const contents = await loadCartContents(db, shop, locale, cart);
  return { contents, priced: priceCart(contents) };
}

/**
 * The cart of the browser's token as the API answers it: the empty cart (cartId null) when it has none.
 * A `country` other than the cart's moves the cart there (re-priced in that country's market, which
 * the answer's `market.repriced` says); without a cart, the empty cart is in that country's market.
 */
export async function getCart(shop: Shop, locale: string, cartToken: string | undefined, country?: string): Promise<CartPayload> {
  const db = await getDb();
  const cart = await findOpenCartRow(db, shop, cartToken);
  if (cart && country && country !== cart.countryCode) {
    const token: BrowserToken = { value: cartToken, replace: () => {}, clear: () => {} };
    return getWrittenCart(shop, locale, await writeCartIn(shop, locale, token, { create: false, country }, async () => undefined));
  }
  return cartPayloadOf(db, shop, locale, cart, { country: country ?? null, repriced: false });
}

/** The payload of a cart by id (after a write); the empty cart for null. */
export async function getCartById(shop: Shop, locale: string, cartId: string | null): Promise<CartPayload> {
  return getWrittenCart(shop, locale, { cartId, repriced: false });
}

/** The payload of a cart after a write, saying whether the write re-priced it in another country. */
export async function getWrittenCart(shop: Shop, locale: string, { cartId, repriced }: CartWrite): Promise<CartPayload> {
  const db = await getDb();
  const [cart] = cartId ? await db.select().from(carts).where(and(eq(carts.shopId, shop.id), eq(carts.id, cartId))) : [];
  return cartPayloadOf(db, shop, locale, cart ?? null, { country: null, repriced });
}

async function cartPayloadOf(
  db: Executor, shop: Shop, locale: string, cart: typeof carts.$inferSelect | null, where: { country: string | null; repriced: boolean },
): Promise<CartPayload> {
  const state = cart ? await loadCartState(db, shop, locale, cart) : null;
  const pricing = state?.contents.pricing ?? await loadMarketPricing(db, shop, where.country, null);
  const facts = await loadShopCartFacts(db, shop, locale, pricing);
  return toCartPayload(shop, locale, facts, state, { pricing, repriced: where.repriced });
}
