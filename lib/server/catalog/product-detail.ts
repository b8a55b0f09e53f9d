import { and, asc, count, eq, or } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import {
  bulkPrices, crossSellings, productTranslations, productVariationValues, products, variationAttributeValues,
  variationAttributes,
} from '@/lib/db/schema';
import { withFormatted } from '@/lib/money';
import type { Shop } from '@/lib/server/shop/types';
import { isUuid } from '@/lib/schemas/ids';
import { localized } from './localized';
import { loadImages, productColumns, toProductCard, translationJoin } from './product-cards';
import type { BulkPrice, ProductDetail, Variation, VariationAttribute } from './types';

/**
 * A visible product by its slug in the locale or by its id, with everything its page shows; or null.
 * `includeHidden` also finds hidden ones (the owner's editor shows them).
 */
export async function findProduct(
  shop: Shop, locale: string, slugOrId: string, options: { includeHidden?: boolean } = {},
): Promise<ProductDetail | null> {
  const db = await getDb();
  const match = isUuid(slugOrId)
    ? or(eq(products.id, slugOrId), eq(productTranslations.slug, slugOrId))
    : eq(productTranslations.slug, slugOrId);
  const [row] = await db
    .select({
      ...productColumns,
      description: productTranslations.description,
      metaDescription: productTranslations.metaDescription,
      gtin: products.gtin,
      mpn: products.mpn,
      variationMasterId: products.variationMasterId,
      mainCategoryId: products.mainCategoryId,
      isVisible: products.isVisible,
    })
    .from(products)
    .innerJoin(productTranslations, translationJoin(locale))
    .where(and(eq(products.shopId, shop.id), options.includeHidden ? undefined : eq(products.isVisible, true), match))
    .limit(1);
  if (!row) return null;

  const masterId = row.kind === 'master' ? row.productId : row.variationMasterId;
  const [images, tiers, variationData, [crossSelling]] = await Promise.all([
    loadImages(db, shop, locale, [row.productId, ...(masterId && masterId !== row.productId ? [masterId] : [])]),
    loadBulkPrices(db, shop, row.productId, row.currency, locale),
    masterId ? loadVariations(db, shop, locale, masterId) : Promise.resolve(null),
    db.select({ n: count() }).from(crossSellings).where(eq(crossSellings.productId, masterId ?? row.productId)),
  ]);
  // Variations without images of their own show their master's.
  const productImages = images.get(row.productId) ?? (masterId ? images.get(masterId) : undefined) ?? [];
  const ownVariation = variationData?.variations.find((v) => v.productId === row.productId);

  return {
    ...toProductCard(row, locale, productImages[0] ?? null),
    description: row.description,
    metaDescription: row.metaDescription,
    gtin: row.gtin,
    mpn: row.mpn,
    isVisible: row.isVisible,
    images: productImages,
    isVariationProduct: masterId !== null,
    variationMaster: variationData?.master ?? null,
    variationAttributes: variationData?.attributes ?? [],
    variations: variationData?.variations ?? [],
    productVariationSelection: ownVariation?.attributes ?? [],
    bulkPrices: tiers,
    mainCategoryId: row.mainCategoryId,
    hasCrossSelling: (crossSelling?.n ?? 0) > 0,
  };
}

async function loadBulkPrices(db: Executor, shop: Shop, productId: string, currency: string, locale: string): Promise<BulkPrice[]> {
  const rows = await db.select().from(bulkPrices)
    .where(and(eq(bulkPrices.shopId, shop.id), eq(bulkPrices.productId, productId)))
    .orderBy(asc(bulkPrices.minQuantity));
  return rows.map((r) => ({ quantity: r.minQuantity, price: withFormatted({ amount: r.priceAmount, currency }, locale) }));
}

/** The master's attributes with their values, and every visible variation with the values it has. */
async function loadVariations(db: Executor, shop: Shop, locale: string, masterId: string) {
  const [masterRow] = await db.select({ slug: productTranslations.slug }).from(productTranslations)
    .where(and(eq(productTranslations.productId, masterId), eq(productTranslations.locale, locale)));
  const attributeRows = await db
    .select({ attribute: variationAttributes, value: variationAttributeValues })
    .from(variationAttributes)
    .innerJoin(variationAttributeValues, eq(variationAttributeValues.attributeId, variationAttributes.id))
    .where(and(eq(variationAttributes.shopId, shop.id), eq(variationAttributes.masterProductId, masterId)))
    .orderBy(asc(variationAttributes.position), asc(variationAttributeValues.position));
  const attributes: VariationAttribute[] = [];
  for (const { attribute, value } of attributeRows) {
    let entry = attributes.find((a) => a.name === attribute.name);
    if (!entry) {
      entry = { name: attribute.name, displayName: localized(attribute.displayName, locale, shop.defaultLocale), values: [] };
      attributes.push(entry);
    }
    entry.values.push({ value: value.value, displayValue: localized(value.displayValue, locale, shop.defaultLocale) });
  }

  const valueRows = await db
    .select({
      productId: products.id, slug: productTranslations.slug, stockLevel: products.stockLevel,
      name: variationAttributes.name, value: variationAttributeValues.value,
    })
    .from(products)
    .innerJoin(productTranslations, translationJoin(locale))
    .innerJoin(productVariationValues, eq(productVariationValues.productId, products.id))
    .innerJoin(variationAttributes, eq(variationAttributes.id, productVariationValues.attributeId))
    .innerJoin(variationAttributeValues, eq(variationAttributeValues.id, productVariationValues.valueId))
    .where(and(eq(products.shopId, shop.id), eq(products.variationMasterId, masterId), eq(products.isVisible, true)))
    .orderBy(asc(products.sku), asc(variationAttributes.position));
  const variations = new Map<string, Variation>();
  for (const row of valueRows) {
    const variation = variations.get(row.productId)
      ?? { productId: row.productId, slug: row.slug, available: row.stockLevel > 0, attributes: [] };
    variation.attributes.push({ name: row.name, value: row.value });
    variations.set(row.productId, variation);
  }
  return {
    master: masterRow ? { productId: masterId, slug: masterRow.slug } : null,
    attributes,
    variations: [...variations.values()],
  };
}
