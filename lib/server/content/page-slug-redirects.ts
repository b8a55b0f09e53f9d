import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { pageSlugRedirects, pageTranslations, pages } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { isPublished } from './page-rows';

/** A page's slug change in one locale; `from` is null when the slug is new to the page (a page made, copied, or given a text in the locale). */
export interface PageSlugChange {
  pageId: string;
  locale: string;
  from: string | null;
  to: string;
}

/**
 * Keeps the old links of a page working, in the transaction of its slug change: the new slug stops
 * redirecting (it names a page again), and the old slug redirects to this page. A redirect names the
 * page, not a slug, so a later change cannot leave it pointing at nothing; deleting the page deletes its
 * redirects.
 */
export async function recordPageSlugChange(tx: Executor, shop: Pick<Shop, 'id'>, change: PageSlugChange): Promise<void> {
  const { pageId, locale, from, to } = change;
  const ofLocale = and(eq(pageSlugRedirects.shopId, shop.id), eq(pageSlugRedirects.locale, locale));
  await tx.delete(pageSlugRedirects).where(and(ofLocale, eq(pageSlugRedirects.oldSlug, to)));
  if (from === null || from === to) return;
  await tx.insert(pageSlugRedirects).values({ shopId: shop.id, locale, oldSlug: from, pageId })
    .onConflictDoUpdate({
      target: [pageSlugRedirects.shopId, pageSlugRedirects.locale, pageSlugRedirects.oldSlug],
      set: { pageId, createdAt: new Date() },
    });
}

/** The page a former slug of the locale leads to, with its current slug; null when the slug never named one. */
export async function findMovedPage(shop: Pick<Shop, 'id'>, locale: string, oldSlug: string): Promise<{ slug: string; isVisible: boolean; isPublished: boolean } | null> {
  const db = await getDb();
  const [row] = await db.select({ slug: pageTranslations.slug, isVisible: pages.isVisible, isPublished: isPublished() })
    .from(pageSlugRedirects)
    .innerJoin(pages, and(eq(pages.id, pageSlugRedirects.pageId), eq(pages.shopId, shop.id)))
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(and(eq(pageSlugRedirects.shopId, shop.id), eq(pageSlugRedirects.locale, locale), eq(pageSlugRedirects.oldSlug, oldSlug)))
    .limit(1);
  return row ?? null;
}
