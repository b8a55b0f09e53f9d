import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { crossSellings, productTranslations, products } from '@/lib/db/schema';
import { MAX_RESULTS_PER_PAGE } from '@/lib/catalog/listing';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { listCrossSelling } from './cross-selling';
import { findProduct } from './product-detail';
import { translationJoin } from './product-cards';
import { toCardPayload } from './product-payload';

/**
 * The cross-selling of a product (its master's for a variation), at most one chunk of 100, with the
 * total. There is no stored manual title, so `manualCrossSellingTitle` is always null for now.
 */
export async function getCrossSellingPayload(shop: Shop, locale: string, slugOrId: string, options: { includeHidden?: boolean } = {}) {
  const product = await findProduct(shop, locale, slugOrId, options);
  if (!product) throw new NotFoundError();
  const sourceId = product.variationMaster?.productId ?? product.productId;
  const db = await getDb();
  const [cards, [total]] = await Promise.all([
    listCrossSelling(shop, locale, sourceId, MAX_RESULTS_PER_PAGE),
    // Counted like listCrossSelling lists: visible targets translated into the locale.
    db.select({ n: count() }).from(crossSellings)
      .innerJoin(products, eq(products.id, crossSellings.targetProductId))
      .innerJoin(productTranslations, translationJoin(locale))
      .where(and(eq(crossSellings.shopId, shop.id), eq(crossSellings.productId, sourceId), eq(products.isVisible, true))),
  ]);
  return { products: cards.map(toCardPayload), totalNumberOfProducts: total?.n ?? 0, manualCrossSellingTitle: null };
}
