import { and, eq } from 'drizzle-orm';
import type { LegalPagePayload, UpdateLegalPageInput } from '@/lib/contract/content';
import { getDb } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { isLegalPageSlug } from '@/lib/schemas/legal';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { claimVersion, settingsResource, type VersionOptions } from '@/lib/server/versions/resource-versions';
import { readPageContent } from './documents/locale-content';
import { saveAndPublish, validateLiveEdit, type Author } from './documents/write-document';
import { findLegalPage, listLegalPages } from './pages';
import type { LegalPageLink, Page } from './types';

async function toPayload(shop: Shop, locale: string, page: Page): Promise<LegalPagePayload> {
  return {
    slug: page.slug, title: page.title, href: routes.legal(page.slug), isVisible: page.isVisible,
    titleTag: page.titleTag, metaDescription: page.metaDescription,
    content: await readPageContent(shop, { kind: 'page', id: page.id }, locale),
  };
}

/** The legal pages for the legal navigation; shoppers get the visible ones only. */
export async function legalNavigation(shop: Shop, locale: string, isOwner: boolean): Promise<LegalPageLink[]> {
  const links = await listLegalPages(shop, locale);
  return isOwner ? links : links.filter((link) => link.isVisible);
}

/** A legal page in the locale (spec section 2: shown only if visible); the owner also gets hidden ones. */
export async function getLegalPage(shop: Shop, locale: string, slug: string, isOwner: boolean): Promise<LegalPagePayload> {
  const page = isLegalPageSlug(slug) ? await findLegalPage(shop, locale, slug) : null;
  if (!page || (!page.isVisible && !isOwner)) throw new NotFoundError('Legal page not found');
  return toPayload(shop, locale, page);
}

/**
 * Changes a legal page's title and content in the locale and its visibility. Its slug is one of the
 * fixed six (spec section 9): sending the same slug is accepted, another one is refused. A change of
 * the title or visibility counts the page's settings version up (`versions.expectedVersion` refuses a
 * stale one with 409).
 */
export async function updateLegalPage(
  shop: Shop, locale: string, slug: string, changes: UpdateLegalPageInput, author: Author = null, versions: VersionOptions = {},
): Promise<LegalPagePayload> {
  if (!isLegalPageSlug(slug)) throw new NotFoundError('Legal page not found');
  if (changes.slug !== undefined && changes.slug !== slug) throw new BusinessRuleError('The slug of a legal page is fixed', 'LegalSlugIsFixed');
  const db = await getDb();
  const [page] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.shopId, shop.id), eq(pages.legalSlug, slug)));
  if (!page) throw new NotFoundError('Legal page not found');
  // Before anything is written, so that a refused block changes nothing at all.
  if (changes.content !== undefined) await validateLiveEdit(shop, { kind: 'page', id: page.id }, changes.content);
  const [fallback] = await db.select({ title: pageTranslations.title }).from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, page.id), eq(pageTranslations.locale, shop.defaultLocale)));
  const settingsChanged = changes.title !== undefined || changes.isVisible !== undefined;
  const version = await db.transaction(async (tx) => {
    const claimed = settingsChanged ? await claimVersion(tx, shop.id, settingsResource('page', page.id), versions.expectedVersion) : null;
    if (changes.isVisible !== undefined) {
      await tx.update(pages).set({ isVisible: changes.isVisible, updatedAt: new Date() }).where(eq(pages.id, page.id));
    }
    const text = changes.title !== undefined ? { title: changes.title } : {};
    // A locale without a text yet gets one, titled like the default locale until the owner renames it.
    await tx.insert(pageTranslations).values({
      pageId: page.id, shopId: shop.id, locale, slug, title: changes.title ?? fallback?.title ?? slug,
    }).onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.locale], set: Object.keys(text).length > 0 ? text : { slug } });
    return claimed;
  });
  if (version !== null) versions.onVersion?.(version);
  revalidateTags(CHANGES.pageSettings(shop.slug));
  if (changes.content !== undefined) await saveAndPublish(shop, { kind: 'page', id: page.id }, locale, changes.content, author);
  return toPayload(shop, locale, (await findLegalPage(shop, locale, slug))!);
}
