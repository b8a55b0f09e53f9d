import type { Executor } from '@/lib/db';
import { contentDocuments } from '@/lib/db/schema';
import { findDocumentRow, type ShopRef } from './document-rows';
import type { DocumentTarget } from './target';

/** Gives a new page the content (published and draft, every locale) of another; nothing when it has none. */
export async function copyDocument(tx: Executor, shop: ShopRef, from: DocumentTarget, to: DocumentTarget): Promise<void> {
  const source = await findDocumentRow(tx, shop, from);
  if (!source) return;
  await tx.insert(contentDocuments).values({
    shopId: shop.id, published: source.published, draft: source.draft,
    ...(to.kind === 'page' ? { pageId: to.id } : { categoryId: to.id }),
  });
}
