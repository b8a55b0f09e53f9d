import { and, eq } from 'drizzle-orm';
import type { PagePayload } from '@/lib/contract/content';
import { getDb } from '@/lib/db';
import { pageTranslations } from '@/lib/db/schema';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { claimVersion, settingsResource } from '@/lib/server/versions/resource-versions';
import { loadPagePayload } from './page-payload';
import { recordPageSlugChange } from './page-slug-redirects';
import { assertPageSlugFree, findPageRow } from './page-rows';
import { conflictOnDuplicate } from './unique-violation';

export interface PageLanguageInput {
  /** The shop language the page is added to. */
  locale: string;
  title: string;
  slug: string;
}

/**
 * Puts a blank page (by its slug in the request locale) into another of the shop's languages: its title
 * and slug there. A page without a title in a language is in no menu and no storefront of that language;
 * its blocks are the page's own in every language, their texts read from the default language until
 * they are translated (docs/editor.md, "Every language, edited in place").
 */
export async function addPageLanguage(shop: Shop, locale: string, slug: string, input: PageLanguageInput): Promise<PagePayload> {
  if (!shop.locales.some((language) => language.identifier === input.locale)) {
    throw new BusinessRuleError(`The shop has no language '${input.locale}'`, 'UnknownLocale');
  }
  const db = await getDb();
  const page = await findPageRow(db, shop.id, locale, slug);
  if (!page) throw new NotFoundError('Page not found');
  if (page.type === 'legal') throw new BusinessRuleError('Legal pages are in every language of the shop', 'LegalPageFixed');
  const [there] = await db.select({ pageId: pageTranslations.pageId }).from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, page.id), eq(pageTranslations.locale, input.locale)));
  if (there) throw new ConflictError(`The page is already in '${input.locale}'`, 'PageInLanguage');
  await assertPageSlugFree(db, shop.id, input.locale, input.slug);
  await conflictOnDuplicate(() => db.transaction(async (tx) => {
    // Its settings changed: an editor's copy of them is stale from now on.
    await claimVersion(tx, shop.id, settingsResource('page', page.id));
    await recordPageSlugChange(tx, shop, { pageId: page.id, locale: input.locale, from: null, to: input.slug });
    await tx.insert(pageTranslations).values({ pageId: page.id, shopId: shop.id, locale: input.locale, slug: input.slug, title: input.title });
  }), `The slug '${input.slug}' is already taken`);
  revalidateTags(CHANGES.pageSettings(shop.slug));
  return loadPagePayload(shop, input.locale, page.id);
}
