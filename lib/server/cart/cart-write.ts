import { and, eq } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db';
import { carts } from '@/lib/db/schema';
import { ConflictError } from '@/lib/server/errors';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';

export type CartRow = typeof carts.$inferSelect;

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
  const token = cartToken.value;
  const db = await getDb();
  let createdToken: string | undefined;
  const cartId = await db.transaction(async (tx) => {
    const [found] = token
      ? await tx.select().from(carts).where(and(eq(carts.shopId, shop.id), eq(carts.tokenHash, hashToken(token)))).for('update')
      : [];
    let cart = found;
    if (!cart) {
      if (!options.create) return null;
      createdToken = newToken();
      [cart] = await tx.insert(carts).values({ shopId: shop.id, tokenHash: hashToken(createdToken), locale }).returning();
      if (!cart) throw new Error('The new cart was not stored');
    }
    if (cart.status !== 'open') throw cartOrderedError();
    await change(tx, cart);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return cart.id;
  });
  // Set only once the transaction has committed: a failed first write leaves the browser without a cart.
  if (createdToken) cartToken.replace(createdToken);
  return cartId;
}
