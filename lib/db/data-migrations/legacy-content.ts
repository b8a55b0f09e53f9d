import { eq, sql } from 'drizzle-orm';
import { textPathsOf } from '@/lib/content/block-texts';
import { mergeLegacyLocales } from '@/lib/content/content-migrations';
import type { Executor } from '../client';
import { contentDocuments, legacyContent, shops } from '../schema';

type LegacyRow = typeof legacyContent.$inferSelect;

/**
 * Turns the per-locale content that migration 0003 set aside into one published document per page or
 * category (the default locale's layout with every locale's texts), then empties the holding table.
 * Runs after the SQL migrations on every start and does nothing once the table is empty; a target that
 * already has a document keeps it.
 */
export async function migrateLegacyContent(db: Executor): Promise<number> {
  const rows = await db.select({ row: legacyContent, defaultLocale: shops.defaultLocale }).from(legacyContent)
    .innerJoin(shops, eq(shops.id, legacyContent.shopId));
  if (rows.length === 0) return 0;
  const byTarget = new Map<string, { row: LegacyRow; defaultLocale: string }[]>();
  for (const entry of rows) {
    const key = entry.row.pageId ?? entry.row.categoryId!;
    byTarget.set(key, [...(byTarget.get(key) ?? []), entry]);
  }
  await db.transaction(async (tx) => {
    for (const entries of byTarget.values()) {
      const { row, defaultLocale } = entries[0]!;
      const content = mergeLegacyLocales(
        entries.map((e) => ({ locale: e.row.locale, content: e.row.content as { version?: number; blocks?: unknown[] } })), defaultLocale, textPathsOf,
      );
      await tx.insert(contentDocuments).values({
        shopId: row.shopId, pageId: row.pageId, categoryId: row.categoryId, published: content, publishedAt: new Date(),
      }).onConflictDoNothing();
    }
    await tx.execute(sql`delete from ${legacyContent}`);
  });
  return byTarget.size;
}
