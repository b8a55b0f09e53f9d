import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { crossSellings, productTranslations, products } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { productCardColumns, toProductCards, translationJoin } from './product-cards';
import type { ProductCard } from './types';

/** The visible products recommended with a product, in their order. */
export async function listCrossSelling(shop: Shop, locale: string, productId: string, limit = 12): Promise<ProductCard[]> {
  const db = await getDb();
  const rows = await db.select(productCardColumns).from(crossSellings)
    .innerJoin(products, eq(products.id, crossSellings.targetProductId))
    .innerJoin(productTranslations, translationJoin(locale))
    .where(and(eq(crossSellings.shopId, shop.id), eq(crossSellings.productId, productId), eq(products.isVisible, true)))
    .orderBy(asc(crossSellings.position))
    .limit(limit);
  return toProductCards(shop, locale, rows);
}
