import type { Executor } from '@/lib/db';
import { contentDocuments } from '@/lib/db/schema';
import { currentContent, emptyStoredContent, findDocumentRow, targetValues, type ShopRef } from './document-rows';
import { validateStoredContent, writeFor } from './validate-content';
import type { DocumentTarget } from './target';

/**
 * Gives a new page, as its draft, the content of another (every locale): the other's draft where it has
 * one, else what its shoppers see. The copy has published nothing yet; its first Publish makes the draft
 * live. Checked as any write is, so that a copy never carries a tree the editor would refuse: the new
 * page stores nothing yet, so a block its shop's type does not get is not kept but refused.
 */
export async function copyDocument(tx: Executor, shop: ShopRef, from: DocumentTarget, to: DocumentTarget): Promise<void> {
  const source = await findDocumentRow(tx, shop, from);
  const draft = currentContent(shop, source?.draft ?? source?.published ?? null) ?? emptyStoredContent();
  validateStoredContent(draft, shop.defaultLocale, writeFor(shop.type));
  await tx.insert(contentDocuments).values({
    shopId: shop.id, published: emptyStoredContent(), draft, draftSavedAt: new Date(),
    ...targetValues(to),
  });
}
