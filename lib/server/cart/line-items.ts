import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CartPayload } from '@/lib/contract/cart';
import { getDb, type Executor } from '@/lib/db';
import { cartLineItems, products } from '@/lib/db/schema';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import { writeCart, writeCartIn } from './cart-write';
import { getCartById, getWrittenCart } from './get-cart';
import { lowStockError, quantityTooLargeError } from './stock-errors';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/contract/limits';

const master = alias(products, 'master');

/** A product of this shop with what adding it needs; `sellable` is false for hidden ones. */
async function findProduct(db: Executor, shop: Shop, productId: string) {
  const [row] = await db
    .select({ id: products.id, sku: products.sku, kind: products.kind, stockLevel: products.stockLevel, isVisible: products.isVisible, masterVisible: master.isVisible })
    .from(products)
    .leftJoin(master, eq(master.id, products.variationMasterId))
    .where(and(eq(products.id, productId), eq(products.shopId, shop.id)));
  if (!row) return null;
  return { ...row, sellable: row.isVisible && row.masterVisible !== false };
}

/**
 * Adds units of a product to the browser's cart, creating the cart (and handing out its token) on first
 * use; a `country` starts the new cart there, or moves the existing one (re-pricing it). Without one, a new
 * cart starts in `startIn` (the delivery country the shopper chose in the storefront).
 */
export async function addToCart(
  shop: Shop, locale: string, cartToken: BrowserToken, productId: string, quantity: number, where: { country?: string; startIn?: string } = {},
): Promise<CartPayload> {
  const product = await findProduct(await getDb(), shop, productId);
  // Hidden products answer like unknown ones.
  if (!product || !product.sellable) throw new NotFoundError('Product not found');
  if (product.kind === 'master') throw new BusinessRuleError('Choose a variation', 'VariationRequired');
  const written = await writeCartIn(shop, locale, cartToken, { create: true, country: where.country, startIn: where.startIn }, async (tx, cart) => {
    const [line] = await tx.select().from(cartLineItems).where(and(eq(cartLineItems.cartId, cart.id), eq(cartLineItems.productId, product.id)));
    const next = (line?.quantity ?? 0) + quantity;
    if (next > MAX_LINE_QUANTITY) throw quantityTooLargeError();
    if (next > product.stockLevel) throw lowStockError(product.sku, product.stockLevel - (line?.quantity ?? 0));
    if (line) {
      await tx.update(cartLineItems).set({ quantity: next, updatedAt: new Date() }).where(eq(cartLineItems.id, line.id));
      return;
    }
    const [{ lines } = { lines: 0 }] = await tx.select({ lines: count() }).from(cartLineItems).where(eq(cartLineItems.cartId, cart.id));
    if (lines >= MAX_CART_LINES) throw new BusinessRuleError(`A cart holds at most ${MAX_CART_LINES} different products`, 'TooManyLineItems');
    await tx.insert(cartLineItems).values({ cartId: cart.id, shopId: shop.id, productId: product.id, quantity: next });
    return undefined;
  });
  return getWrittenCart(shop, locale, written);
}

/**
 * Sets a line to an absolute quantity or moves it by a delta; 0 or less removes it. Raising a line
 * beyond the stock is refused, lowering one that already exceeds it is not, so the shopper can fix it.
 */
export async function updateLineItem(
  shop: Shop, locale: string, cartToken: BrowserToken, lineItemId: string, change: { quantity?: number; quantityDelta?: number },
): Promise<CartPayload> {
  const cartId = await writeCart(shop, locale, cartToken, { create: false }, async (tx, cart) => {
    const [line] = await tx.select({ id: cartLineItems.id, quantity: cartLineItems.quantity, productId: cartLineItems.productId })
      .from(cartLineItems).where(and(eq(cartLineItems.id, lineItemId), eq(cartLineItems.cartId, cart.id)));
    if (!line) throw new NotFoundError('Line item not found');
    const next = change.quantity ?? line.quantity + (change.quantityDelta ?? 0);
    if (next <= 0) {
      await tx.delete(cartLineItems).where(eq(cartLineItems.id, line.id));
      return;
    }
    if (next > MAX_LINE_QUANTITY) throw quantityTooLargeError();
    if (next > line.quantity) {
      const product = await findProduct(tx, shop, line.productId);
      if (!product?.sellable) throw new BusinessRuleError('This product is no longer available', 'ProductNotAvailable');
      if (next > product.stockLevel) throw lowStockError(product.sku, product.stockLevel);
    }
    await tx.update(cartLineItems).set({ quantity: next, updatedAt: new Date() }).where(eq(cartLineItems.id, line.id));
  });
  if (!cartId) throw new NotFoundError('Line item not found');
  return getCartById(shop, locale, cartId);
}

/** Removes a line from the browser's cart. */
export async function removeLineItem(shop: Shop, locale: string, cartToken: BrowserToken, lineItemId: string): Promise<CartPayload> {
  const cartId = await writeCart(shop, locale, cartToken, { create: false }, async (tx, cart) => {
    const removed = await tx.delete(cartLineItems)
      .where(and(eq(cartLineItems.id, lineItemId), eq(cartLineItems.cartId, cart.id))).returning({ id: cartLineItems.id });
    if (removed.length === 0) throw new NotFoundError('Line item not found');
  });
  if (!cartId) throw new NotFoundError('Line item not found');
  return getCartById(shop, locale, cartId);
}
