import type { PagePayload } from '@/lib/contract/content';
import { getDb } from '@/lib/db';
import { pageTranslations, pages } from '@/lib/db/schema';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { copyDocument } from './documents/copy-document';
import { loadPagePayload } from './page-payload';
import { recordPageSlugChange } from './page-slug-redirects';
import { assertPageSlugFree, findPageRow } from './page-rows';
import { conflictOnDuplicate } from './unique-violation';

/**
 * Copies a blank page's content and settings (visibility, title tag, meta description) in the request
 * locale under a new slug and title. The copy has no navigation place; the editor puts it somewhere. It
 * is made in the editor, so like any page made there it is a draft until its first Publish.
 */
export async function duplicatePage(shop: Shop, locale: string, slug: string, newSlug: string, newTitle: string): Promise<PagePayload> {
  const db = await getDb();
  const page = await findPageRow(db, shop.id, locale, slug);
  if (!page) throw new NotFoundError('Page not found');
  if (page.type === 'legal') throw new BusinessRuleError('Legal pages cannot be duplicated', 'LegalPageFixed');
  await assertPageSlugFree(db, shop.id, locale, newSlug);
  const id = await conflictOnDuplicate(() => db.transaction(async (tx) => {
    const [copy] = await tx.insert(pages).values({ shopId: shop.id, type: 'blank', isVisible: page.isVisible, publishedAt: null }).returning({ id: pages.id });
    await recordPageSlugChange(tx, shop, { pageId: copy!.id, locale, from: null, to: newSlug });
    await tx.insert(pageTranslations).values({
      pageId: copy!.id, shopId: shop.id, locale, slug: newSlug, title: newTitle,
      titleTag: page.titleTag, metaDescription: page.metaDescription,
    });
    await copyDocument(tx, shop, { kind: 'page', id: page.id }, { kind: 'page', id: copy!.id });
    return copy!.id;
  }), `The slug '${newSlug}' is already taken`);
  revalidateTags(CHANGES.pageSettings(shop.slug));
  return loadPagePayload(shop, locale, id);
}
