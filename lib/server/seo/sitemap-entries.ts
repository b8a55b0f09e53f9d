import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations, pageTranslations, pages, productTranslations, products } from '@/lib/db/schema';
import { findHomeCategoryId } from '@/lib/server/content/home-entry';
import type { Shop } from '@/lib/server/shop/types';

const listableProducts = (shop: Shop, locale: string) => and(
  eq(products.shopId, shop.id), eq(products.isVisible, true), inArray(products.kind, ['simple', 'master']),
  eq(productTranslations.locale, locale),
);

/**
 * Slugs of the visible categories and info pages of a language, for its sitemap; not the home category,
 * whose own address redirects to the home page (/).
 */
export async function listContentSlugs(shop: Shop, locale: string): Promise<{ categories: string[]; pages: string[] }> {
  const db = await getDb();
  const homeCategoryId = await findHomeCategoryId(shop, locale);
  const [categoryRows, pageRows] = await Promise.all([
    db.select({ slug: categoryTranslations.slug }).from(categories)
      .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
      .where(and(eq(categories.shopId, shop.id), eq(categories.isVisible, true), homeCategoryId ? ne(categories.id, homeCategoryId) : undefined))
      .orderBy(asc(categories.position), asc(categoryTranslations.slug)),
    db.select({ slug: pageTranslations.slug }).from(pages)
      .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
      .where(and(eq(pages.shopId, shop.id), eq(pages.type, 'blank'), eq(pages.isVisible, true)))
      .orderBy(asc(pageTranslations.slug)),
  ]);
  return { categories: categoryRows.map((r) => r.slug), pages: pageRows.map((r) => r.slug) };
}

/** How many products shoppers can see in a language (variations are reached through their master). */
export async function countSitemapProducts(shop: Shop, locale: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(listableProducts(shop, locale));
  return row?.n ?? 0;
}

/** One chunk of visible product slugs in a stable order. */
export async function listSitemapProductSlugs(shop: Shop, locale: string, offset: number, limit: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ slug: productTranslations.slug }).from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(listableProducts(shop, locale))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.slug);
}
