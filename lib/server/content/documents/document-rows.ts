import { and, eq } from 'drizzle-orm';
import { textPathsOf } from '@/lib/content/block-texts';
import { migrateStoredContent, STORED_CONTENT_VERSION } from '@/lib/content/content-migrations';
import type { StoredContent } from '@/lib/content/stored-content';
import type { Executor } from '@/lib/db';
import { categories, contentDocuments, pages, sections } from '@/lib/db/schema';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';

/** What documents need of a shop: a scheduled publish runs outside any request, with the shop's row only. */
export type ShopRef = Pick<Shop, 'id' | 'slug' | 'defaultLocale' | 'type'>;
import type { DocumentTarget } from './target';

export type DocumentRow = typeof contentDocuments.$inferSelect;

const TARGET_COLUMNS = { page: contentDocuments.pageId, category: contentDocuments.categoryId, section: contentDocuments.sectionId } as const;
const targetColumn = (target: DocumentTarget) => TARGET_COLUMNS[target.kind];
const TARGET_TABLES = { page: pages, category: categories, section: sections } as const;
const NOT_FOUND = { page: 'Page not found', category: 'Category not found', section: 'Section not found' } as const;

/** The document row's column naming its target, as an insert's values. */
export function targetValues(target: DocumentTarget): { pageId: string } | { categoryId: string } | { sectionId: string } {
  return target.kind === 'page' ? { pageId: target.id } : target.kind === 'category' ? { categoryId: target.id } : { sectionId: target.id };
}

/** What a document row belongs to. */
export function targetOf(row: Pick<DocumentRow, 'pageId' | 'categoryId' | 'sectionId'>): DocumentTarget {
  if (row.pageId) return { kind: 'page', id: row.pageId };
  return row.categoryId ? { kind: 'category', id: row.categoryId } : { kind: 'section', id: row.sectionId! };
}

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
  const table = TARGET_TABLES[target.kind];
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.shopId, shop.id), eq(table.id, target.id)));
  if (!row) throw new NotFoundError(NOT_FOUND[target.kind]);
}

/** The target's document, created empty (version 1) when it has none, locked for the caller's transaction. */
export async function lockDocument(tx: Executor, shop: ShopRef, target: DocumentTarget): Promise<DocumentRow> {
  const existing = await findDocumentRow(tx, shop, target, true);
  if (existing) return existing;
  await assertTargetExists(tx, shop, target);
  await tx.insert(contentDocuments).values({
    shopId: shop.id, published: emptyStoredContent(),
    ...targetValues(target),
  }).onConflictDoNothing();
  return (await findDocumentRow(tx, shop, target, true))!;
}
