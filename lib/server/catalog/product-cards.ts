import { and, asc, eq, getTableName, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import {
  productImages, productListings, productRatings, productTranslations, products, productVariationValues, variationAttributes, variationAttributeValues,
} from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/columns';
import { COLOUR_ATTRIBUTE_NAMES, toSwatches, type StoredSwatch } from '@/lib/catalog/swatches';
import { withFormatted } from '@/lib/money';
import { averageRating } from '@/lib/reviews/rules';
import type { Shop } from '@/lib/server/shop/types';
import { localized } from './localized';
import type { ProductCard, ProductImage } from './types';

/** A product's first image as stored (its alt text in every language), as the card queries read it. */
interface StoredImage {
  url: string;
  width: number;
  height: number;
  alt: LocalizedText;
}

/**
 * The product's first image, read in the tile's own statement (the images index by product and
 * position): one statement a page of tiles instead of two.
 */
const firstImageOf = (productId: AnyColumn) => sql<StoredImage | null>`(
  select json_build_object('url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt) from ${productImages} i
  where i.product_id = ${qualified(productId)} order by i.position limit 1)`;

/**
 * A variation master's colour swatches (lib/catalog/swatches.ts), in the attribute's order, each with
 * the first picture of a visible variation in that colour, one in stock when there is. Null for other
 * products: the kind is known from the row, so simple products never run the subquery.
 */
const swatchesOf = (productId: AnyColumn, kind: AnyColumn) => sql<StoredSwatch[] | null>`(case when ${qualified(kind)} = 'master' then (
  select json_agg(json_build_object('value', s.value, 'label', s.label, 'available', s.available, 'image', (
    select json_build_object('url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt) from ${productImages} i
    where i.product_id = s.variation_id order by i.position limit 1)) order by s.attribute_position, s.position)
  from (
    select distinct on (av.id) av.value, av.display_value as label, av.position, a.position as attribute_position,
      v.id as variation_id, v.stock_level > 0 as available
    from ${variationAttributes} a
    join ${variationAttributeValues} av on av.attribute_id = a.id
    join ${productVariationValues} pv on pv.value_id = av.id
    join ${products} v on v.id = pv.product_id and v.is_visible
    where a.master_product_id = ${qualified(productId)} and lower(a.name) in (${sql.join(COLOUR_ATTRIBUTE_NAMES.map((name) => sql`${name}`), sql`, `)})
    order by av.id, v.stock_level > 0 desc, v.sku
  ) s) end)`;

/** The approved reviews' count and rating sum (product_ratings, one key lookup), null without reviews. */
const ratingOf = (productId: AnyColumn) => sql<[number, number] | null>`(
  select json_build_array(r.review_count, r.rating_sum) from ${productRatings} r
  where r.product_id = ${qualified(productId)} and r.review_count > 0)`;

/** A column named with its table: Drizzle leaves selected columns unqualified, which a subquery would read as its own. */
const qualified = (column: AnyColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * Columns of a product, selected together with the locale's translation: a tile's but its image, for
 * the product page, which loads all of a product's images.
 */
export const productColumns = {
  productId: products.id,
  sku: products.sku,
  kind: products.kind,
  priceAmount: products.priceAmount,
  currency: products.currency,
  stockLevel: products.stockLevel,
  manufacturer: products.manufacturer,
  name: productTranslations.name,
  slug: productTranslations.slug,
};

/** Columns of a product tile: the product's and its first image, selected together with the locale's translation. */
export const productCardColumns = {
  ...productColumns, firstImage: firstImageOf(products.id), swatches: swatchesOf(products.id, products.kind), rating: ratingOf(products.id),
};

/** The same columns from the shopper's read model (product_listings): a tile without joins. */
export const listingCardColumns = {
  productId: productListings.productId,
  sku: productListings.sku,
  kind: productListings.kind,
  priceAmount: productListings.priceAmount,
  currency: productListings.currency,
  stockLevel: productListings.stockLevel,
  manufacturer: productListings.manufacturer,
  name: productListings.name,
  slug: productListings.slug,
  firstImage: firstImageOf(productListings.productId),
  swatches: swatchesOf(productListings.productId, productListings.kind),
  rating: ratingOf(productListings.productId),
};

export interface ProductRow {
  productId: string;
  sku: string;
  kind: 'simple' | 'master' | 'variation';
  priceAmount: number;
  currency: string;
  stockLevel: number;
  manufacturer: string | null;
  name: string;
  slug: string;
}

export interface ProductCardRow extends ProductRow {
  firstImage: StoredImage | null;
  swatches: StoredSwatch[] | null;
  /** Approved reviews' count and rating sum, null without any. */
  rating?: [number, number] | null;
}

/**
 * Joins a product query to its translation in one locale; products without one are left out. The
 * translation's shop is the product's, so that a shop filter on products reaches the translation
 * indexes, which lead with the shop.
 */
export function translationJoin(locale: string): SQL | undefined {
  return and(eq(productTranslations.productId, products.id), eq(productTranslations.shopId, products.shopId), eq(productTranslations.locale, locale));
}

/** The images of the given products, in position order, keyed by product id. */
export async function loadImages(db: Executor, shop: Shop, locale: string, productIds: string[]): Promise<Map<string, ProductImage[]>> {
  const byProduct = new Map<string, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db.select().from(productImages)
    .where(and(eq(productImages.shopId, shop.id), inArray(productImages.productId, productIds)))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ url: row.url, width: row.width, height: row.height, alt: localized(row.alt, locale, shop.defaultLocale) });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Shapes card rows into product tiles, each with its first image and its colour swatches. */
export function toProductCards(shop: Shop, locale: string, rows: ProductCardRow[]): ProductCard[] {
  const text = (texts: LocalizedText) => localized(texts, locale, shop.defaultLocale);
  return rows.map((row) => {
    const image = row.firstImage && { ...row.firstImage, alt: text(row.firstImage.alt) };
    const rating = row.rating ? { average: averageRating(row.rating[0], row.rating[1]), count: row.rating[0] } : null;
    return { ...toProductCard(row, locale, image), swatches: toSwatches(row.swatches, text), ...(rating ? { rating } : {}) };
  });
}

/** One product tile from its row and first image, without swatches (the product page shows its own choice). */
export function toProductCard(row: ProductRow, locale: string, image: ProductImage | null): Omit<ProductCard, 'swatches'> {
  return {
    productId: row.productId,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    manufacturer: row.manufacturer,
    price: withFormatted({ amount: row.priceAmount, currency: row.currency }, locale),
    stockLevel: row.stockLevel,
    available: row.kind === 'master' || row.stockLevel > 0,
    isVariationMaster: row.kind === 'master',
    image,
  };
}
