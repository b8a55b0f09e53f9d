import type { PagePayload } from '@/lib/contract/content';
import { getDb, type Executor } from '@/lib/db';
import { routes } from '@/lib/routing/links';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { findDocumentRow } from './documents/document-rows';
import { readPageContent } from './documents/locale-content';
import { waitingSettings } from './documents/settings-draft';
import { itemSlug, pagePlacements } from './navigation-place';
import { findPageRowById, type PageRow } from './page-rows';

/**
 * A page as the API hands it out: its text in the locale plus its place in the menus; for the owner, the
 * settings changes waiting for its next publish too.
 */
export async function toPagePayload(db: Executor, shop: Shop, locale: string, row: PageRow, isOwner: boolean): Promise<PagePayload> {
  const [placement] = await pagePlacements(db, shop.id, row.id);
  const document = isOwner ? await findDocumentRow(db, shop, { kind: 'page', id: row.id }) : null;
  const parentSlug = placement?.menu === 'main' && placement.parentId ? await itemSlug(db, shop.id, locale, placement.parentId) : null;
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    titleTag: row.titleTag,
    metaDescription: row.metaDescription,
    href: row.type === 'legal' ? routes.legal(row.slug) : routes.page(row.slug),
    isVisible: row.isVisible,
    isPublished: row.isPublished,
    navigation: placement?.menu ?? null,
    pageParentSlug: parentSlug,
    categoryId: null,
    waitingSettings: waitingSettings(document?.settingsDraft, locale),
    content: await readPageContent(shop, { kind: 'page', id: row.id }, locale),
  };
}

/** The payload of a page by id after an owner's write. */
export async function loadPagePayload(shop: Shop, locale: string, pageId: string): Promise<PagePayload> {
  const db = await getDb();
  const row = await findPageRowById(db, shop.id, locale, pageId);
  if (!row) throw new NotFoundError('Page not found');
  return toPagePayload(db, shop, locale, row, true);
}
