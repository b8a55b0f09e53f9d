import { and, eq } from 'drizzle-orm';
import { textPathsOf } from '@/lib/content/block-texts';
import { migrateStoredContent, STORED_CONTENT_VERSION } from '@/lib/content/content-migrations';
import type { StoredContent } from '@/lib/content/stored-content';
import type { Executor } from '@/lib/db';
import { categories, contentDocuments, pages } from '@/lib/db/schema';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';

/** What documents need of a shop: a scheduled publish runs outside any request, with the shop's row only. */
export type ShopRef = Pick<Shop, 'id' | 'slug' | 'defaultLocale' | 'type'>;
import type { DocumentTarget } from './target';

export type DocumentRow = typeof contentDocuments.$inferSelect;

const targetColumn = (target: DocumentTarget) => (target.kind === 'page' ? contentDocuments.pageId : contentDocuments.categoryId);

/** Empty content in the current version. */
export const emptyStoredContent = (): StoredContent => ({ version: STORED_CONTENT_VERSION, blocks: [] });

/** Stored content of any version as the current version (migrated on read; written back on the next write). */
export function currentContent(shop: ShopRef, content: StoredContent | null): StoredContent | null {
  return content && migrateStoredContent(content, { locale: shop.defaultLocale, textPathsOf });
}

/** The document of a target, or null when it has none yet (nothing was ever written). */
export async function findDocumentRow(db: Executor, shop: ShopRef, target: DocumentTarget, lock = false): Promise<DocumentRow | null> {
  const query = db.select().from(contentDocuments)
    .where(and(eq(contentDocuments.shopId, shop.id), eq(targetColumn(target), target.id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Throws 404 unless the page or category exists in this shop. */
export async function assertTargetExists(db: Executor, shop: ShopRef, target: DocumentTarget): Promise<void> {
  const table = target.kind === 'page' ? pages : categories;
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.shopId, shop.id), eq(table.id, target.id)));
  if (!row) throw new NotFoundError(target.kind === 'page' ? 'Page not found' : 'Category not found');
}

/** The target's document, created empty (version 1) when it has none, locked for the caller's transaction. */
export async function lockDocument(tx: Executor, shop: ShopRef, target: DocumentTarget): Promise<DocumentRow> {
  const existing = await findDocumentRow(tx, shop, target, true);
  if (existing) return existing;
  await assertTargetExists(tx, shop, target);
  await tx.insert(contentDocuments).values({
    shopId: shop.id, published: emptyStoredContent(),
    ...(target.kind === 'page' ? { pageId: target.id } : { categoryId: target.id }),
  }).onConflictDoNothing();
  return (await findDocumentRow(tx, shop, target, true))!;
}
