import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import {
  productTranslations, productVariationValues, products, variationAttributeValues, variationAttributes,
} from '@/lib/db/schema';
import { absoluteImageUrl, shopUrl } from '@/lib/agents/shop-url';
import type { VariantRow } from '@/lib/agents/variant-row';
import { routes } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { categoryPath } from '@/lib/server/catalog/categories';
import { localized } from '@/lib/server/catalog/localized';
import { loadImages, translationJoin } from '@/lib/server/catalog/product-cards';
import { loadMarkets, marketOf } from '@/lib/server/markets/load-markets';
import { rowsPricedIn } from '@/lib/server/markets/row-prices';
import type { Shop } from '@/lib/server/shop/types';

const ROUTING = routingConfigFromEnv(process.env);
/** Products read per statement: large enough to keep round trips few, small enough to hold little memory. */
export const VARIANT_PAGE_SIZE = 500;

const itemColumns = {
  id: products.id, sku: products.sku, kind: products.kind, priceAmount: products.priceAmount, currency: products.currency,
  stockLevel: products.stockLevel, manufacturer: products.manufacturer, gtin: products.gtin, mpn: products.mpn,
  mainCategoryId: products.mainCategoryId, name: productTranslations.name, slug: productTranslations.slug,
  description: productTranslations.description,
};

/**
 * Every purchasable item shoppers can see in a language, as variant rows (lib/agents/variant-row.ts):
 * simple products and the visible variations of visible masters, never a master itself. Read in keyset
 * pages of the listable products by id, so memory stays flat however large the catalogue; a consumer
 * that stops early (a closed connection) stops the reading. `productIds` reads only those products' rows
 * (simple products and masters; a variation's id finds nothing). `country` prices the rows in that
 * delivery country's market (`rowsPricedIn`); without it they are in the primary market.
 */
export async function* readVariantRows(
  shop: Shop, locale: string,
  { pageSize = VARIANT_PAGE_SIZE, productIds, country }: { pageSize?: number; productIds?: readonly string[]; country?: string } = {},
): AsyncGenerator<VariantRow> {
  const db = await getDb();
  const markets = country ? await loadMarkets(db, shop) : null;
  const market = markets ? marketOf(markets, country!) : null;
  // Categories are few and shared by many products: each path is read once per feed.
  const paths = new Map<string, Promise<string[]>>();
  const pathOf = (categoryId: string | null) => {
    if (!categoryId) return Promise.resolve([]);
    let path = paths.get(categoryId);
    if (!path) {
      path = categoryPath(shop, locale, categoryId).then((chain) => chain.map((c) => c.title));
      paths.set(categoryId, path);
    }
    return path;
  };
  let after: string | null = null;
  for (;;) {
    const page = await db.select(itemColumns).from(products)
      .innerJoin(productTranslations, translationJoin(locale))
      .where(and(
        eq(products.shopId, shop.id), eq(products.isVisible, true), inArray(products.kind, ['simple', 'master']),
        after ? gt(products.id, after) : undefined, productIds ? inArray(products.id, [...productIds]) : undefined,
      ))
      .orderBy(asc(products.id))
      .limit(pageSize);
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;
    const masterIds = page.filter((p) => p.kind === 'master').map((p) => p.id);
    const variations = await readVariations(db, shop, locale, masterIds);
    const images = await loadImages(db, shop, locale, [...page.map((p) => p.id), ...variations.map((v) => v.id)]);
    const variationsOf = new Map<string | null, typeof variations>();
    for (const v of variations) variationsOf.set(v.masterId, [...(variationsOf.get(v.masterId) ?? []), v]);
    const imageUrls = (id: string) => (images.get(id) ?? []).map((image) => absoluteImageUrl(shop, image.url));
    const rows: VariantRow[] = [];
    for (const product of page) {
      const categories = await pathOf(product.mainCategoryId);
      const base = { brand: product.manufacturer, condition: 'new' as const, categoryPath: categories, description: product.description };
      if (product.kind === 'simple') {
        rows.push({
          ...base, itemId: product.id, productId: product.id, id: product.sku, groupId: null, title: product.name, url: shopUrl(shop, locale, routes.product(product.slug), ROUTING),
          imageUrls: imageUrls(product.id), price: { amount: product.priceAmount, currency: product.currency },
          stockLevel: product.stockLevel, gtin: product.gtin, mpn: product.mpn, options: [],
        });
        continue;
      }
      for (const variation of variationsOf.get(product.id) ?? []) {
        const own = imageUrls(variation.id);
        rows.push({
          ...base, itemId: variation.id, productId: product.id, id: variation.sku, groupId: product.sku,
          // Google wants each variant's title to say what sets it apart.
          title: [variation.name, ...variation.options.map((o) => o.value)].join(' - '),
          url: shopUrl(shop, locale, routes.product(variation.slug), ROUTING),
          imageUrls: own.length > 0 ? own : imageUrls(product.id),
          price: { amount: variation.priceAmount, currency: variation.currency }, stockLevel: variation.stockLevel,
          gtin: variation.gtin, mpn: variation.mpn, options: variation.options,
        });
      }
    }
    yield* markets && market ? await rowsPricedIn(db, markets, market, rows) : rows;
  }
}

/** The rows of one simple product or variation master (a product page's offers); empty when shoppers cannot see it. */
export async function productVariantRows(shop: Shop, locale: string, productId: string): Promise<VariantRow[]> {
  const rows: VariantRow[] = [];
  for await (const row of readVariantRows(shop, locale, { productIds: [productId] })) rows.push(row);
  return rows;
}

/** The visible variations of the masters with their options in the locale, in SKU order. */
async function readVariations(db: Executor, shop: Shop, locale: string, masterIds: string[]) {
  if (masterIds.length === 0) return [];
  const rows = await db.select({ ...itemColumns, masterId: products.variationMasterId }).from(products)
    .innerJoin(productTranslations, translationJoin(locale))
    .where(and(eq(products.shopId, shop.id), eq(products.isVisible, true), inArray(products.variationMasterId, masterIds)))
    .orderBy(asc(products.sku));
  const values = rows.length === 0 ? [] : await db
    .select({
      productId: productVariationValues.productId, name: variationAttributes.displayName, value: variationAttributeValues.displayValue,
    })
    .from(productVariationValues)
    .innerJoin(variationAttributes, eq(variationAttributes.id, productVariationValues.attributeId))
    .innerJoin(variationAttributeValues, eq(variationAttributeValues.id, productVariationValues.valueId))
    .where(and(eq(productVariationValues.shopId, shop.id), inArray(productVariationValues.productId, rows.map((r) => r.id))))
    .orderBy(asc(variationAttributes.position));
  const options = new Map<string, { name: string; value: string }[]>();
  for (const v of values) {
    const list = options.get(v.productId) ?? [];
    list.push({ name: localized(v.name, locale, shop.defaultLocale), value: localized(v.value, locale, shop.defaultLocale) });
    options.set(v.productId, list);
  }
  return rows.map((row) => ({ ...row, options: options.get(row.id) ?? [] }));
}
