import type { Executor } from '@/lib/db';
import { contentDocuments } from '@/lib/db/schema';
import { currentContent, findDocumentRow, type ShopRef } from './document-rows';
import { validateStoredContent } from './validate-content';
import type { DocumentTarget } from './target';

/**
 * Gives a new page the content (published and draft, every locale) of another; nothing when it has none.
 * Checked as any write is, so that a copy never carries a tree the editor would refuse.
 */
export async function copyDocument(tx: Executor, shop: ShopRef, from: DocumentTarget, to: DocumentTarget): Promise<void> {
  const source = await findDocumentRow(tx, shop, from);
  if (!source) return;
  for (const content of [source.published, source.draft]) {
    const current = currentContent(shop, content);
    if (current) validateStoredContent(current, shop.defaultLocale);
  }
  await tx.insert(contentDocuments).values({
    shopId: shop.id, published: source.published, draft: source.draft,
    ...(to.kind === 'page' ? { pageId: to.id } : { categoryId: to.id }),
  });
}
