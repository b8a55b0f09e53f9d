import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations, contentDocuments, pageTranslations, pages, productTranslations, products } from '@/lib/db/schema';
import type { DatedSlug } from '@/lib/seo/sitemap';
import { getNavigation } from '@/lib/server/content/navigation';
import { homeEntry } from '@/lib/server/content/home-entry';
import type { Shop } from '@/lib/server/shop/types';

const listableProducts = (shop: Shop, locale: string) => and(
  eq(products.shopId, shop.id), eq(products.isVisible, true), inArray(products.kind, ['simple', 'master']),
  eq(productTranslations.locale, locale),
);

/**
 * When shoppers last saw a category or info page change: its own row (visibility) or the publish of its
 * content. A draft the owner saves changes nothing they see, so the document's own stamp does not count.
 */
function lastChange(row: { updatedAt: Date; publishedAt: Date | null }): Date {
  return row.publishedAt && row.publishedAt > row.updatedAt ? row.publishedAt : row.updatedAt;
}

/**
 * Slugs of the visible categories and info pages of a language with their last change, for its sitemap,
 * and the last change of home: that of the first main-menu entry, whose content home shows. Not the
 * home category, whose own address redirects to the home page (/).
 */
export async function listContentSlugs(shop: Shop, locale: string): Promise<{ home: Date | null; categories: DatedSlug[]; pages: DatedSlug[] }> {
  const db = await getDb();
  const [categoryRows, pageRows, menu] = await Promise.all([
    db.select({ id: categories.id, slug: categoryTranslations.slug, updatedAt: categories.updatedAt, publishedAt: contentDocuments.publishedAt }).from(categories)
      .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
      .leftJoin(contentDocuments, eq(contentDocuments.categoryId, categories.id))
      .where(and(eq(categories.shopId, shop.id), eq(categories.isVisible, true)))
      .orderBy(asc(categories.position), asc(categoryTranslations.slug)),
    db.select({ slug: pageTranslations.slug, updatedAt: pages.updatedAt, publishedAt: contentDocuments.publishedAt }).from(pages)
      .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
      .leftJoin(contentDocuments, eq(contentDocuments.pageId, pages.id))
      .where(and(eq(pages.shopId, shop.id), eq(pages.type, 'blank'), eq(pages.isVisible, true), isNotNull(pages.publishedAt)))
      .orderBy(asc(pageTranslations.slug)),
    getNavigation(shop, locale, 'main'),
  ]);
  const dated = (row: { slug: string; updatedAt: Date; publishedAt: Date | null }): DatedSlug => ({ slug: row.slug, lastModified: lastChange(row) });
  const listed = { categories: categoryRows.map(dated), pages: pageRows.map(dated) };
  const first = homeEntry(menu);
  const home = first ? (first.type === 'category' ? listed.categories : listed.pages).find((entry) => entry.slug === first.slug) : undefined;
  const homeCategoryId = first?.type === 'category' ? first.categoryId : null;
  const categoriesBesideHome = categoryRows.filter((row) => row.id !== homeCategoryId).map(dated);
  return { home: home?.lastModified ?? null, categories: categoriesBesideHome, pages: listed.pages };
}

/** How many products shoppers can see in a language (variations are reached through their master). */
export async function countSitemapProducts(shop: Shop, locale: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(listableProducts(shop, locale));
  return row?.n ?? 0;
}

/** One chunk of visible product slugs in a stable order, with the product's last change. */
export async function listSitemapProductSlugs(shop: Shop, locale: string, offset: number, limit: number): Promise<DatedSlug[]> {
  const db = await getDb();
  return db.select({ slug: productTranslations.slug, lastModified: products.updatedAt }).from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(listableProducts(shop, locale))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
}
