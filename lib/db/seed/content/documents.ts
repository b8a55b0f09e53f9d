import { mergeLegacyLocales } from '@/lib/content/content-migrations';
import { textPathsOf } from '@/lib/content/block-texts';
import type { PageContent } from '@/lib/schemas/page-content';
import type { Executor } from '../../client';
import { contentDocuments, contentRevisions } from '../../schema';

/**
 * Publishes a page's or category's content, written per locale by the seed, as one document: the
 * default locale's layout with every locale's texts, and its first revision.
 */
export async function seedDocument(
  db: Executor, shop: { id: string; defaultLocale: string }, target: { pageId: string } | { categoryId: string },
  copies: { locale: string; content: PageContent }[],
): Promise<void> {
  const content = mergeLegacyLocales(copies, shop.defaultLocale, textPathsOf);
  const [document] = await db.insert(contentDocuments)
    .values({ shopId: shop.id, ...target, published: content, publishedAt: new Date() })
    .returning({ id: contentDocuments.id });
  await db.insert(contentRevisions).values({ documentId: document!.id, shopId: shop.id, number: 1, content, summary: 'Demo content' });
}
