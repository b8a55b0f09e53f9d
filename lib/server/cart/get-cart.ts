import { and, eq } from 'drizzle-orm';
import type { CartPayload } from '@/lib/contract/cart';
import { getDb, type Executor } from '@/lib/db';
import { carts } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { toCartPayload, type CartState } from './cart-payload';
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
  return { contents, priced: priceCart(shop, contents) };
}

/** The cart of the browser's token as the API answers it: the empty cart (cartId null) when it has none. */
export async function getCart(shop: Shop, locale: string, cartToken: string | undefined): Promise<CartPayload> {
  const db = await getDb();
  const cart = await findOpenCartRow(db, shop, cartToken);
  return cartPayloadOf(db, shop, locale, cart);
}

/** The payload of a cart by id (after a write); the empty cart for null. */
export async function getCartById(shop: Shop, locale: string, cartId: string | null): Promise<CartPayload> {
  const db = await getDb();
  const [cart] = cartId ? await db.select().from(carts).where(and(eq(carts.shopId, shop.id), eq(carts.id, cartId))) : [];
  return cartPayloadOf(db, shop, locale, cart ?? null);
}

async function cartPayloadOf(db: Executor, shop: Shop, locale: string, cart: typeof carts.$inferSelect | null): Promise<CartPayload> {
  const [state, facts] = await Promise.all([
    cart ? loadCartState(db, shop, locale, cart) : Promise.resolve(null), loadShopCartFacts(db, shop, locale),
  ]);
  return toCartPayload(shop, locale, facts, state);
}
