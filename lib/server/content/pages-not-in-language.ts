import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';

/** A blank page with no title in a language: its slug and title in the language they are read from. */
export interface PageNotInLanguage {
  id: string;
  slug: string;
  title: string;
  /** The language the slug and title are in: the shop's default language where the page has a title, else the first of its others. */
  locale: string;
}

/**
 * The shop's blank pages with no title in `locale`, by title: they are in no menu and no storefront of
 * that language, so the page manager of that language lists them to be added there. Each is named in
 * the shop's default language where it has a title, else in the first other language (by code) it has.
 * Legal pages are in every language of the shop and never missing.
 */
export async function listPagesNotInLanguage(shop: Shop, locale: string): Promise<PageNotInLanguage[]> {
  const db = await getDb();
  const inLocale = db.select({ pageId: pageTranslations.pageId }).from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)));
  const rows = await db.selectDistinctOn([pages.id], {
    id: pages.id, slug: pageTranslations.slug, title: pageTranslations.title, locale: pageTranslations.locale,
  })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(and(eq(pages.shopId, shop.id), eq(pages.type, 'blank'), notExists(inLocale)))
    .orderBy(asc(pages.id), sql`${pageTranslations.locale} = ${shop.defaultLocale} desc`, asc(pageTranslations.locale));
  return rows.sort((a, b) => a.title.localeCompare(b.title, locale) || a.id.localeCompare(b.id));
}
