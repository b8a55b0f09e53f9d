import { and, asc, eq } from 'drizzle-orm';
import type { CategoryDetailPayload, CategoryNodePayload } from '@/lib/contract/catalog';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { readPageContent } from '@/lib/server/content/documents/locale-content';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { findCategory } from './categories';

/**
 * The shop's categories as a tree in their order, in the locale. Shoppers get visible ones only (a
 * hidden category hides its subtree); the owner gets all. Categories without a translation in the
 * locale are left out, with their subtree.
 */
export async function listCategoryTree(shop: Shop, locale: string, options: { includeHidden?: boolean } = {}): Promise<CategoryNodePayload[]> {
  const db = await getDb();
  const rows = await db
    .select({
      categoryId: categories.id, parentId: categories.parentId, isVisible: categories.isVisible,
      slug: categoryTranslations.slug, title: categoryTranslations.title,
      titleTag: categoryTranslations.titleTag, metaDescription: categoryTranslations.metaDescription,
    })
    .from(categories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
    .where(and(eq(categories.shopId, shop.id), options.includeHidden ? undefined : eq(categories.isVisible, true)))
    .orderBy(asc(categories.position), asc(categories.id));

  const nodes = new Map<string, CategoryNodePayload>();
  for (const row of rows) {
    nodes.set(row.categoryId, {
      categoryId: row.categoryId, slug: row.slug, title: row.title, titleTag: row.titleTag, metaDescription: row.metaDescription,
      url: routes.category(row.slug), isVisible: row.isVisible, children: [],
    });
  }
  const roots: CategoryNodePayload[] = [];
  for (const row of rows) {
    const node = nodes.get(row.categoryId)!;
    if (row.parentId === null) roots.push(node);
    // A child whose parent was left out (hidden, untranslated) is left out too.
    else nodes.get(row.parentId)?.children.push(node);
  }
  return roots;
}

/** One category by id or slug in the locale, with its content; 404 when missing or hidden from the caller. */
export async function getCategoryPayload(
  shop: Shop, locale: string, slugOrId: string, options: { includeHidden?: boolean } = {},
): Promise<CategoryDetailPayload> {
  const category = await findCategory(shop, locale, slugOrId);
  if (!category || (!category.isVisible && !options.includeHidden)) throw new NotFoundError();
  return {
    categoryId: category.categoryId,
    parentId: category.parentId,
    slug: category.slug,
    title: category.title,
    titleTag: category.titleTag,
    metaDescription: category.metaDescription,
    url: routes.category(category.slug),
    isVisible: category.isVisible,
    content: await readPageContent(shop, { kind: 'category', id: category.categoryId }, locale),
  };
}
