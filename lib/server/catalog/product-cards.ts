import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { productImages, productListings, productTranslations, products } from '@/lib/db/schema';
import { withFormatted } from '@/lib/money';
import type { Shop } from '@/lib/server/shop/types';
import { localized } from './localized';
import type { ProductCard, ProductImage } from './types';

/** Columns of a product tile, selected together with the locale's translation. */
export const productCardColumns = {
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
};

export interface ProductCardRow {
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

/** Shapes card rows into product tiles, each with its first image. */
export async function toProductCards(db: Executor, shop: Shop, locale: string, rows: ProductCardRow[]): Promise<ProductCard[]> {
  const images = await loadImages(db, shop, locale, rows.map((r) => r.productId));
  return rows.map((row) => toProductCard(row, locale, images.get(row.productId)?.[0] ?? null));
}

/** One product tile from its row and first image. */
export function toProductCard(row: ProductCardRow, locale: string, image: ProductImage | null): ProductCard {
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
