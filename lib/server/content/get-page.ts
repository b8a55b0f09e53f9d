import type { PagePayload } from '@/lib/contract/content';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { toPagePayload } from './page-payload';
import { findPageRow } from './page-rows';

/** A blank or legal page by its slug in the locale; a hidden page, or one not yet published, is found only for the owner. */
export async function getPage(shop: Shop, locale: string, slug: string, isOwner: boolean): Promise<PagePayload> {
  const db = await getDb();
  const row = await findPageRow(db, shop.id, locale, slug);
  // Shoppers learn nothing about hidden pages: the answer is the same as for a page that does not exist.
  if (!row || (!(row.isVisible && row.isPublished) && !isOwner)) throw new NotFoundError('Page not found');
  return toPagePayload(db, shop, locale, row, isOwner);
}
