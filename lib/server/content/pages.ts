import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { LEGAL_PAGE_SLUGS } from '@/lib/schemas/legal';
import type { Shop } from '@/lib/server/shop/types';
import { isPublished } from './page-rows';
import type { LegalPageLink, Page } from './types';

const columns = {
  id: pages.id,
  type: pages.type,
  isVisible: pages.isVisible,
  isPublished: isPublished(),
  slug: pageTranslations.slug,
  title: pageTranslations.title,
  titleTag: pageTranslations.titleTag,
  metaDescription: pageTranslations.metaDescription,
};

async function findPage(shop: Shop, locale: string, type: Page['type'], slug: string): Promise<Page | null> {
  const db = await getDb();
  const [row] = await db.select(columns).from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(and(eq(pages.shopId, shop.id), eq(pages.type, type), eq(pageTranslations.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** An info (blank) page by its slug in the locale, visible or not; callers decide who may see it. */
export function findInfoPage(shop: Shop, locale: string, slug: string): Promise<Page | null> {
  return findPage(shop, locale, 'blank', slug);
}

/** A legal page by its fixed slug, visible or not. */
export function findLegalPage(shop: Shop, locale: string, slug: string): Promise<Page | null> {
  return findPage(shop, locale, 'legal', slug);
}

/** The shop's legal pages in the order of spec section 9, for the legal navigation. */
export async function listLegalPages(shop: Shop, locale: string): Promise<LegalPageLink[]> {
  const db = await getDb();
  const rows = await db.select({ slug: pages.legalSlug, title: pageTranslations.title, isVisible: pages.isVisible })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(and(eq(pages.shopId, shop.id), eq(pages.type, 'legal')))
    .orderBy(asc(pages.legalSlug));
  return LEGAL_PAGE_SLUGS.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug);
    return row ? [{ slug, title: row.title, href: routes.legal(slug), isVisible: row.isVisible }] : [];
  });
}
