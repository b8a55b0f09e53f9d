import { and, asc, eq, or } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { isUuid } from '@/lib/schemas/ids';
import type { Category } from './types';

const columns = {
  categoryId: categories.id,
  parentId: categories.parentId,
  isVisible: categories.isVisible,
  slug: categoryTranslations.slug,
  title: categoryTranslations.title,
  titleTag: categoryTranslations.titleTag,
  metaDescription: categoryTranslations.metaDescription,
};

const translated = (locale: string) =>
  and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale));

/** A category by its slug in the locale or by its id (navigation links use the id), or null. */
export async function findCategory(shop: Shop, locale: string, slugOrId: string): Promise<Category | null> {
  const db = await getDb();
  const match = isUuid(slugOrId)
    ? or(eq(categories.id, slugOrId), eq(categoryTranslations.slug, slugOrId))
    : eq(categoryTranslations.slug, slugOrId);
  const [row] = await db.select(columns).from(categories)
    .innerJoin(categoryTranslations, translated(locale))
    .where(and(eq(categories.shopId, shop.id), match))
    .limit(1);
  return row ?? null;
}

/** The visible subcategories of a category, in their order. */
export async function listChildCategories(shop: Shop, locale: string, parentId: string): Promise<Category[]> {
  const db = await getDb();
  return db.select(columns).from(categories)
    .innerJoin(categoryTranslations, translated(locale))
    .where(and(eq(categories.shopId, shop.id), eq(categories.parentId, parentId), eq(categories.isVisible, true)))
    .orderBy(asc(categories.position));
}

/** The chain from the top-level category down to this one, for the breadcrumb. */
export async function categoryPath(shop: Shop, locale: string, categoryId: string): Promise<Category[]> {
  const chain: Category[] = [];
  let nextId: string | null = categoryId;
  // Categories are two or three levels deep; the bound guards against a cycle written by hand.
  for (let depth = 0; nextId && depth < 10; depth += 1) {
    const category = await findCategory(shop, locale, nextId);
    if (!category) break;
    chain.unshift(category);
    nextId = category.parentId;
  }
  return chain;
}
