import { inArray, and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { productCategories, products } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS } from '@/lib/server/storefront-cache';

/**
 * The cache tags of everything shoppers see of these products: each product and its variation master
 * (whose page and cards show the availability of its variations), the categories that list any of them,
 * and the stand-in of reads showing too many entities to name. Listings hold a category's own products
 * only (no descendants'), so no ancestor is purged.
 */
export async function productChangeTags(shop: Shop, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  const masters = await db.select({ id: products.variationMasterId }).from(products)
    .where(and(eq(products.shopId, shop.id), inArray(products.id, productIds)));
  const shown = [...new Set([...productIds, ...masters.flatMap(({ id }) => (id ? [id] : []))])];
  const listed = await db.selectDistinct({ categoryId: productCategories.categoryId }).from(productCategories)
    .where(and(eq(productCategories.shopId, shop.id), inArray(productCategories.productId, shown)));
  return [
    ...shown.map((id) => TAGS.product(shop.slug, id)),
    ...listed.map(({ categoryId }) => TAGS.category(shop.slug, categoryId)),
    TAGS.catalogEntities(shop.slug),
  ];
}

/**
 * The cache tags of a category's change: the category (its page, breadcrumbs, menus and blocks naming
 * it), and when its slug or visibility changed, the tree's shape too (which category an address names,
 * the sitemap, listings of its parent).
 */
export function categoryChangeTags(shop: Pick<Shop, 'slug'>, categoryId: string, shapeChanged: boolean): string[] {
  return [TAGS.category(shop.slug, categoryId), TAGS.catalogEntities(shop.slug), ...(shapeChanged ? [TAGS.categoryTree(shop.slug)] : [])];
}
