import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { categoryTranslations, pageTranslations, productTranslations } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';

/** Things whose slug differs per language. */
export type SlugKind = 'category' | 'product' | 'page';

/** The slug of a category, product or info page in each language it is translated into. */
export async function findLocalizedSlugs(shop: Shop, kind: SlugKind, id: string): Promise<Record<string, string>> {
  const db = await getDb();
  const rows = kind === 'category'
    ? await db.select({ locale: categoryTranslations.locale, slug: categoryTranslations.slug }).from(categoryTranslations)
      .where(and(eq(categoryTranslations.shopId, shop.id), eq(categoryTranslations.categoryId, id)))
    : kind === 'product'
      ? await db.select({ locale: productTranslations.locale, slug: productTranslations.slug }).from(productTranslations)
        .where(and(eq(productTranslations.shopId, shop.id), eq(productTranslations.productId, id)))
      : await db.select({ locale: pageTranslations.locale, slug: pageTranslations.slug }).from(pageTranslations)
        .where(and(eq(pageTranslations.shopId, shop.id), eq(pageTranslations.pageId, id)));
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
}
