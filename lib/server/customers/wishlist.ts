import { and, asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { productTranslations, products, wishlistItems } from '@/lib/db/schema';
import { productCardColumns, toProductCards, translationJoin } from '@/lib/server/catalog/product-cards';
import type { ProductCard } from '@/lib/server/catalog/types';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';

/** A wishlist holds at most this many products. */
export const WISHLIST_LIMIT = 100;

export interface Wishlist {
  items: { productId: string; addedAt: string; product: ProductCard }[];
  totalNumberOfItems: number;
}

/** The customer's wishlist with product cards in a locale, oldest first; hidden or untranslated products are left out. */
export async function listWishlist(shop: Shop, customerId: string, locale: string): Promise<Wishlist> {
  const db = await getDb();
  const rows = await db.select({ ...productCardColumns, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.shopId, shop.id), eq(products.isVisible, true)))
    .innerJoin(productTranslations, translationJoin(locale))
    .where(and(eq(wishlistItems.shopId, shop.id), eq(wishlistItems.customerId, customerId)))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId))
    .limit(WISHLIST_LIMIT);
  const cards = toProductCards(shop, locale, rows);
  const items = rows.map((row, i) => ({ productId: row.productId, addedAt: row.addedAt.toISOString(), product: cards[i]! }));
  return { items, totalNumberOfItems: items.length };
}

/** Adds a visible product of this shop to the wishlist; adding it again changes nothing. 404 for any other product. */
export async function addToWishlist(shop: Shop, customerId: string, productId: string): Promise<void> {
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products)
    .where(and(eq(products.shopId, shop.id), eq(products.id, productId), eq(products.isVisible, true)));
  if (!product) throw new NotFoundError('Product not found');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(wishlistItems)
    .where(and(eq(wishlistItems.shopId, shop.id), eq(wishlistItems.customerId, customerId)));
  if (total >= WISHLIST_LIMIT) {
    const [existing] = await db.select({ id: wishlistItems.productId }).from(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
    if (!existing) throw new BusinessRuleError(`A wishlist holds at most ${WISHLIST_LIMIT} products`, 'WishlistFull');
    return;
  }
  await db.insert(wishlistItems).values({ shopId: shop.id, customerId, productId }).onConflictDoNothing();
}

/** Removes a product from the wishlist; a product that is not on it is ignored. */
export async function removeFromWishlist(shop: Shop, customerId: string, productId: string): Promise<void> {
  const db = await getDb();
  await db.delete(wishlistItems)
    .where(and(eq(wishlistItems.shopId, shop.id), eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
}
