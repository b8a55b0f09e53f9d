import { and, asc, eq, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { preparedStatement } from '@/lib/db/prepared';
import { queryRows } from '@/lib/db/rows';
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

const translated = and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, sql.placeholder('locale')));
const inShop = eq(categories.shopId, sql.placeholder('shopId'));
const slug = sql.placeholder('slug');

// Prepared: a category page asks for these on every uncached render (lib/db/prepared.ts).
const categoryBySlug = preparedStatement((db) => db.select(columns).from(categories).innerJoin(categoryTranslations, translated)
  .where(and(inShop, eq(categoryTranslations.slug, slug))).limit(1).prepare('category_by_slug'));
const categoryBySlugOrId = preparedStatement((db) => db.select(columns).from(categories).innerJoin(categoryTranslations, translated)
  .where(and(inShop, or(eq(categories.id, sql`${slug}::uuid`), eq(categoryTranslations.slug, slug)))).limit(1).prepare('category_by_slug_or_id'));
const childCategories = preparedStatement((db) => db.select(columns).from(categories).innerJoin(categoryTranslations, translated)
  .where(and(inShop, eq(categories.parentId, sql.placeholder('parentId')), eq(categories.isVisible, true)))
  .orderBy(asc(categories.position)).prepare('child_categories'));

/** A category by its slug in the locale or by its id (navigation links use the id), or null. */
export async function findCategory(shop: Shop, locale: string, slugOrId: string): Promise<Category | null> {
  const db = await getDb();
  const statement = isUuid(slugOrId) ? categoryBySlugOrId : categoryBySlug;
  const [row] = await statement(db).execute({ shopId: shop.id, locale, slug: slugOrId });
  return row ?? null;
}

/** The visible subcategories of a category, in their order. */
export async function listChildCategories(shop: Shop, locale: string, parentId: string): Promise<Category[]> {
  return childCategories(await getDb()).execute({ shopId: shop.id, locale, parentId });
}

/** The chain from the top-level category down to this one, for the breadcrumb, in one statement. */
export async function categoryPath(shop: Shop, locale: string, categoryId: string): Promise<Category[]> {
  const db = await getDb();
  // Up from the category while each has a translation in the locale; categories are two or three levels
  // deep, and the depth bound guards against a cycle written by hand.
  return queryRows<Category>(db, sql`
    with recursive chain as (
      select c.id, c.parent_id, c.is_visible, t.slug, t.title, t.title_tag, t.meta_description, 0 as depth
        from categories c inner join category_translations t on t.category_id = c.id and t.locale = ${locale}
        where c.shop_id = ${shop.id} and c.id = ${categoryId}
      union all
      select c.id, c.parent_id, c.is_visible, t.slug, t.title, t.title_tag, t.meta_description, chain.depth + 1
        from chain inner join categories c on c.id = chain.parent_id and c.shop_id = ${shop.id}
        inner join category_translations t on t.category_id = c.id and t.locale = ${locale}
        where chain.depth < 9
    )
    select id as "categoryId", parent_id as "parentId", is_visible as "isVisible", slug, title, title_tag as "titleTag",
      meta_description as "metaDescription"
    from chain order by depth desc`);
}
