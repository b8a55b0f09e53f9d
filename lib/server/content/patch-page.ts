import { and, eq } from 'drizzle-orm';
import type { PagePayload, UpdatePageInput } from '@/lib/contract/content';
import { getDb } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { draftPageSettings } from './documents/settings-draft';
import { saveAndPublish, validateLiveEdit, type Author } from './documents/write-document';
import { claimNavigation, setPageNavigation } from './navigation-place';
import { loadPagePayload } from './page-payload';
import { recordPageSlugChange } from './page-slug-redirects';
import { assertPageSlugFree, findPageRow } from './page-rows';
import { claimVersion, settingsResource, type VersionOptions } from '@/lib/server/versions/resource-versions';
import { conflictOnDuplicate } from './unique-violation';

/**
 * Changes a blank or legal page found by its slug in the locale (spec section 4: blank and legal
 * pages are saved by slug). Text fields apply to the locale; visibility and navigation to the page.
 * Content sent here is saved and published in one step (clients of the spec's call know no drafts).
 * With `draft` (the editor's), the text of a blank page (title, slug, title tag, meta description) is kept
 * in the page's draft and goes live with its next Publish, with its blocks.
 * A change of the settings counts the page's settings version up (`versions.expectedVersion` refuses a
 * stale one with 409); a change of its visibility or menu place is one of the navigation's too.
 */
export async function updatePage(
  shop: Shop, locale: string, slug: string, changes: UpdatePageInput, author: Author = null, versions: VersionOptions = {},
): Promise<PagePayload> {
  const db = await getDb();
  const page = await findPageRow(db, shop.id, locale, slug);
  if (!page) throw new NotFoundError('Page not found');
  // Block data is checked before anything is written, so a bad block changes nothing at all.
  if (changes.content !== undefined) await validateLiveEdit(shop, { kind: 'page', id: page.id }, changes.content);
  const renamed = changes.slug !== undefined && changes.slug !== page.slug;
  if (page.type === 'legal') {
    if (renamed) throw new BusinessRuleError('The slug of a legal page is fixed', 'LegalSlugIsFixed');
    if (changes.navigation) throw new BusinessRuleError('Legal pages live in the legal navigation only', 'LegalPageNavigation');
  }
  if (renamed) await assertPageSlugFree(db, shop.id, locale, changes.slug!, page.id);
  // The editor's edit of a blank page's text waits in its draft for Publish; the spec's clients' goes live.
  const drafted = changes.draft === true && page.type === 'blank';
  const text = {
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.titleTag !== undefined ? { titleTag: changes.titleTag || null } : {}),
    ...(changes.metaDescription !== undefined ? { metaDescription: changes.metaDescription || null } : {}),
    ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
  };
  const settingsChanged = Object.keys(text).length > 0 || changes.isVisible !== undefined || changes.navigation !== undefined;
  const version = await conflictOnDuplicate(() => db.transaction(async (tx) => {
    // The navigation before the page's settings, in every write that claims both, so two never wait on each other crosswise.
    if (changes.navigation !== undefined || changes.isVisible !== undefined) await claimNavigation(tx, shop.id);
    const claimed = settingsChanged ? await claimVersion(tx, shop.id, settingsResource('page', page.id), versions.expectedVersion) : null;
    await tx.update(pages).set({ ...(changes.isVisible !== undefined ? { isVisible: changes.isVisible } : {}), updatedAt: new Date() })
      .where(and(eq(pages.shopId, shop.id), eq(pages.id, page.id)));
    if (drafted) await draftPageSettings(tx, shop, page.id, locale, text, page);
    else if (Object.keys(text).length > 0) {
      await tx.update(pageTranslations).set(text)
        .where(and(eq(pageTranslations.pageId, page.id), eq(pageTranslations.locale, locale)));
      if (renamed) await recordPageSlugChange(tx, shop, { pageId: page.id, locale, from: page.slug, to: changes.slug! });
    }
    if (changes.navigation !== undefined && page.type === 'blank') await setPageNavigation(tx, shop.id, page.id, changes.navigation);
    return claimed;
  }), `The slug '${changes.slug}' is already taken`);
  if (version !== null) versions.onVersion?.(version);
  // Text that waits for Publish changes nothing shoppers see yet.
  if (!drafted || changes.isVisible !== undefined || changes.navigation !== undefined) revalidateTags(CHANGES.pageSettings(shop.slug));
  if (changes.content !== undefined) await saveAndPublish(shop, { kind: 'page', id: page.id }, locale, changes.content, author);
  return loadPagePayload(shop, locale, page.id);
}
