import { inArray, and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { productCategories, products } from '@/lib/db/schema';
import { CHANGES, type ChangedTags } from '@/lib/server/cache-tags';
import type { Shop } from '@/lib/server/shop/types';

/**
 * The cache tags of a change of these products as shoppers see them (CHANGES.products): each product
 * and its variation master (whose page and cards show the availability of its variations), and the
 * categories that list any of them. Listings hold a category's own products only (no descendants'), so
 * no ancestor is purged.
 */
export async function productChangeTags(shop: Shop, productIds: string[]): Promise<ChangedTags> {
  if (productIds.length === 0) return CHANGES.products(shop.slug, [], []);
  const db = await getDb();
  const masters = await db.select({ id: products.variationMasterId }).from(products)
    .where(and(eq(products.shopId, shop.id), inArray(products.id, productIds)));
  const shown = [...new Set([...productIds, ...masters.flatMap(({ id }) => (id ? [id] : []))])];
  const listed = await db.selectDistinct({ categoryId: productCategories.categoryId }).from(productCategories)
    .where(and(eq(productCategories.shopId, shop.id), inArray(productCategories.productId, shown)));
  return CHANGES.products(shop.slug, shown, listed.map(({ categoryId }) => categoryId));
}
