import { eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { contentDocuments, shops } from '@/lib/db/schema';
import { currentContent } from './document-rows';
import type { DocumentTarget } from './target';
import { publishChange, recordRevision, revalidateDocument } from './write-document';

/** A document the scheduler published. */
export interface ScheduledPublish {
  shopSlug: string;
  target: DocumentTarget;
}

/**
 * Publishes every draft whose time has come, one document per transaction. Each due row is claimed with
 * FOR UPDATE SKIP LOCKED, so schedulers on several instances share the work and each publish runs once;
 * the schedule lives in the database, so a restart loses none.
 */
export async function publishDueDocuments(now = new Date(), limit = 100): Promise<ScheduledPublish[]> {
  const db = await getDb();
  const done: ScheduledPublish[] = [];
  for (let i = 0; i < limit; i += 1) {
    const published = await db.transaction(async (tx) => {
      const [due] = await tx.select({ row: contentDocuments, shop: { id: shops.id, slug: shops.slug, defaultLocale: shops.defaultLocale } })
        .from(contentDocuments).innerJoin(shops, eq(shops.id, contentDocuments.shopId))
        .where(lte(contentDocuments.publishAt, now)).orderBy(contentDocuments.publishAt).limit(1)
        .for('update', { of: contentDocuments, skipLocked: true });
      if (!due) return null;
      const { row, shop } = due;
      const draft = currentContent(shop, row.draft);
      if (draft) await recordRevision(tx, shop, row, draft, row.scheduledBy);
      const change = draft ? publishChange(row, draft, row.scheduledBy) : { publishAt: null, scheduledBy: null };
      await tx.update(contentDocuments).set({ ...change, version: row.version + 1, updatedAt: new Date() }).where(eq(contentDocuments.id, row.id));
      const target: DocumentTarget = row.pageId ? { kind: 'page', id: row.pageId } : { kind: 'category', id: row.categoryId! };
      return { shopSlug: shop.slug, target };
    });
    if (!published) break;
    revalidateDocument(published.shopSlug, published.target);
    done.push(published);
  }
  return done;
}
