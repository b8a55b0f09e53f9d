import { and, asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { crossSellings, productTranslations, products } from '@/lib/db/schema';
import { MAX_RESULTS_PER_PAGE } from '@/lib/catalog/listing';
import { PRODUCT_SWIPER_SIZE } from '@/lib/catalog/product-swiper';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { listCrossSelling } from './cross-selling';
import { findProduct } from './product-detail';
import { translationJoin } from './product-cards';
import { toCardPayload } from './product-payload';

/**
 * The cross-selling of a product (its master's for a variation), spec section 3: the recommended
 * products in order, at most one chunk of 100, of which the first `size` (4 by default, spec section 9)
 * come with their tiles and `isLoaded`, the rest by id; the total; and the owner's title in the locale
 * (`product_translations.cross_selling_title`), null when none was given.
 */
export async function getCrossSellingPayload(
  shop: Shop, locale: string, slugOrId: string, options: { includeHidden?: boolean; size?: number } = {},
) {
  const product = await findProduct(shop, locale, slugOrId, options);
  if (!product) throw new NotFoundError();
  const sourceId = product.variationMaster?.productId ?? product.productId;
  const size = Math.min(options.size ?? PRODUCT_SWIPER_SIZE, MAX_RESULTS_PER_PAGE);
  const db = await getDb();
  // Listed like listCrossSelling lists: visible targets translated into the locale.
  const listed = and(eq(crossSellings.shopId, shop.id), eq(crossSellings.productId, sourceId), eq(products.isVisible, true));
  const [cards, targets, [total], [title]] = await Promise.all([
    listCrossSelling(shop, locale, sourceId, size),
    db.select({ productId: products.id }).from(crossSellings)
      .innerJoin(products, eq(products.id, crossSellings.targetProductId))
      .innerJoin(productTranslations, translationJoin(locale))
      .where(listed).orderBy(asc(crossSellings.position)).limit(MAX_RESULTS_PER_PAGE),
    db.select({ n: count() }).from(crossSellings)
      .innerJoin(products, eq(products.id, crossSellings.targetProductId))
      .innerJoin(productTranslations, translationJoin(locale))
      .where(listed),
    db.select({ title: productTranslations.crossSellingTitle }).from(productTranslations)
      .where(and(eq(productTranslations.productId, sourceId), eq(productTranslations.locale, locale))),
  ]);
  const loaded = cards.map((card) => ({ ...toCardPayload(card), isLoaded: true as const }));
  const rest = targets.slice(loaded.length).map(({ productId }) => ({ productId, isLoaded: false as const }));
  return { products: [...loaded, ...rest], totalNumberOfProducts: total?.n ?? 0, manualCrossSellingTitle: title?.title?.trim() || null };
}
