import { and, eq } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db';
import { carts } from '@/lib/db/schema';
import { ConflictError } from '@/lib/server/errors';
import { loadMarkets, marketOf } from '@/lib/server/markets/load-markets';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import { countDaily } from '@/lib/server/analytics/daily-counts';

export type CartRow = typeof carts.$inferSelect;

/** The cart a write touched, and whether the write moved it to another delivery country (so re-priced it). */
export interface CartWrite {
  cartId: string | null;
  repriced: boolean;
}

/** The error of every write to a cart that has become an order. */
export function cartOrderedError(): ConflictError {
  return new ConflictError('This cart has already been ordered; start a new cart', 'CartAlreadyOrdered');
}

/**
 * Runs a change to the browser's cart in one transaction with the cart row locked (FOR UPDATE), so
 * that writes to one cart are serialised and none can slip in while the cart becomes an order.
 * With `create`, a browser without a cart (or with another shop's) gets a new one and its token;
 * without, the answer is null. A cart that is already an order refuses the change with 409.
 */
export async function writeCart(
  shop: Shop, locale: string, cartToken: BrowserToken, options: { create: boolean },
  change: (tx: Transaction, cart: CartRow) => Promise<void>,
): Promise<string | null> {
  return (await writeCartIn(shop, locale, cartToken, options, async (tx, cart) => {
    await change(tx, cart);
    return undefined;
  })).cartId;
}

/**
 * `writeCart` that may also move the cart to a delivery country: the one the request names (`country`),
 * or the one the change returns (checkout's addresses). A new cart starts in the request's country, else `startIn`.
 * Moving sets the country and its market's currency in the same transaction; the cart is priced in
 * them from then on, which `repriced` reports.
 */
export async function writeCartIn(
  shop: Shop, locale: string, cartToken: BrowserToken, options: { create: boolean; country?: string | null; startIn?: string | null },
  change: (tx: Transaction, cart: CartRow) => Promise<string | null | undefined>,
): Promise<CartWrite> {
  const token = cartToken.value;
  const db = await getDb();
  let createdToken: string | undefined;
  const written = await db.transaction(async (tx): Promise<CartWrite> => {
    const [found] = token
      ? await tx.select().from(carts).where(and(eq(carts.shopId, shop.id), eq(carts.tokenHash, hashToken(token)))).for('update')
      : [];
    let cart = found;
    if (!cart) {
      if (!options.create) return { cartId: null, repriced: false };
      createdToken = newToken();
      const countryCode = options.country ?? options.startIn ?? null;
      const currency = countryCode ? marketOf(await loadMarkets(tx, shop), countryCode).currency : null;
      [cart] = await tx.insert(carts).values({ shopId: shop.id, tokenHash: hashToken(createdToken), locale, countryCode, currency }).returning();
      if (!cart) throw new Error('The new cart was not stored');
    }
    if (cart.status !== 'open') throw cartOrderedError();
    const changedCountry = await change(tx, cart);
    const country = changedCountry ?? options.country ?? cart.countryCode;
    const moved = country !== cart.countryCode;
    const currency = moved && country ? marketOf(await loadMarkets(tx, shop), country).currency : cart.currency;
    await tx.update(carts).set({ updatedAt: new Date(), ...(moved ? { countryCode: country, currency } : {}) }).where(eq(carts.id, cart.id));
    return { cartId: cart.id, repriced: moved && found !== undefined };
  });
  // Set only once the transaction has committed: a failed first write leaves the browser without a cart.
  if (createdToken) {
    cartToken.replace(createdToken);
    await countDaily(shop, 'carts');
  }
  return written;
}
