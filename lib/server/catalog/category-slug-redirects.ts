import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { categories, categorySlugRedirects, categoryTranslations } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import type { Category } from './types';

/** A category's slug change in one locale; `from` is null when the locale had no text of the category yet. */
export interface CategorySlugChange {
  categoryId: string;
  locale: string;
  from: string | null;
  to: string;
}

/**
 * Keeps the old links of a category working, in the transaction of its slug change: the new slug stops
 * redirecting (it names a category again, whichever one it redirected to), and the old slug redirects to
 * this category. A redirect names the category, not a slug, so a later change cannot leave it pointing at
 * nothing; deleting the category deletes its redirects.
 */
export async function recordCategorySlugChange(tx: Executor, shop: Pick<Shop, 'id'>, change: CategorySlugChange): Promise<void> {
  const { categoryId, locale, from, to } = change;
  const ofLocale = and(eq(categorySlugRedirects.shopId, shop.id), eq(categorySlugRedirects.locale, locale));
  await tx.delete(categorySlugRedirects).where(and(ofLocale, eq(categorySlugRedirects.oldSlug, to)));
  if (from === null || from === to) return;
  await tx.insert(categorySlugRedirects).values({ shopId: shop.id, locale, oldSlug: from, categoryId })
    .onConflictDoUpdate({
      target: [categorySlugRedirects.shopId, categorySlugRedirects.locale, categorySlugRedirects.oldSlug],
      set: { categoryId, createdAt: new Date() },
    });
}

/** The category a former slug of the locale leads to, with its current slug; null when the slug never named one. */
export async function findMovedCategory(shop: Pick<Shop, 'id'>, locale: string, oldSlug: string): Promise<Pick<Category, 'categoryId' | 'slug' | 'isVisible'> | null> {
  const db = await getDb();
  const [row] = await db.select({ categoryId: categories.id, slug: categoryTranslations.slug, isVisible: categories.isVisible })
    .from(categorySlugRedirects)
    .innerJoin(categories, and(eq(categories.id, categorySlugRedirects.categoryId), eq(categories.shopId, shop.id)))
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
    .where(and(eq(categorySlugRedirects.shopId, shop.id), eq(categorySlugRedirects.locale, locale), eq(categorySlugRedirects.oldSlug, oldSlug)))
    .limit(1);
  return row ?? null;
}
