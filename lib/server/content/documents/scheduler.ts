import { eq, lte } from 'drizzle-orm';
import type { TreeShop } from '@/components/blocks/block-tree';
import type { StoredContent } from '@/lib/content/stored-content';
import { getDb } from '@/lib/db';
import { contentDocuments, shops } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { DomainError } from '@/lib/server/errors';
import { targetOf } from './document-rows';
import { publishPage, settingsRefusal } from './page-publish';
import type { DocumentTarget } from './target';
import type { ShopRef } from './document-rows';
import { validateStoredContent, writeFor } from './validate-content';
import { pendingContent, publishChange, recordRevision, revalidateDocument, revalidateSectionUsers } from './write-document';

/** The problem that keeps a draft from going live, or null when it may. */
function refusalOf(draft: StoredContent, defaultLocale: string, shop: TreeShop): DomainError | null {
  try {
    validateStoredContent(draft, defaultLocale, shop);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

/** A document the scheduler published. */
export interface ScheduledPublish {
  shopSlug: string;
  target: DocumentTarget;
  /** The menus changed with it: a page's first publish, or its title or slug. */
  shellChanged: boolean;
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
    const claimed = await db.transaction(async (tx): Promise<{ published: ScheduledPublish | null; shop: ShopRef } | null> => {
      const [due] = await tx.select({ row: contentDocuments, shop: { id: shops.id, slug: shops.slug, defaultLocale: shops.defaultLocale, type: shops.variant } })
        .from(contentDocuments).innerJoin(shops, eq(shops.id, contentDocuments.shopId))
        .where(lte(contentDocuments.publishAt, now)).orderBy(contentDocuments.publishAt).limit(1)
        .for('update', { of: contentDocuments, skipLocked: true });
      if (!due) return null;
      const { row, shop } = due;
      const target = targetOf(row);
      let draft = pendingContent(shop, row);
      const refusal = draft && (refusalOf(draft, shop.defaultLocale, writeFor(shop.type, row.published)) ?? await settingsRefusal(tx, shop, target, row));
      if (refusal) {
        // A draft that breaks a rule made since it was scheduled stays a draft, unscheduled, for the owner to mend.
        log.warn({ shop: shop.slug, target, code: refusal.code, err: refusal }, 'A scheduled draft was not published: it no longer validates');
        draft = null;
      }
      const page = draft ? await publishPage(tx, shop, target, row) : null;
      if (draft) await recordRevision(tx, shop, row, draft, row.scheduledBy, page!.settings);
      const shellChanged = page?.shellChanged ?? false;
      const change = draft ? publishChange(row, draft, row.scheduledBy) : { publishAt: null, scheduledBy: null };
      await tx.update(contentDocuments).set({ ...change, version: row.version + 1, updatedAt: new Date() }).where(eq(contentDocuments.id, row.id));
      return { published: draft ? { shopSlug: shop.slug, target, shellChanged } : null, shop };
    });
    if (!claimed) break;
    if (!claimed.published) continue;
    const { shopSlug, target, shellChanged } = claimed.published;
    revalidateDocument(shopSlug, target, shellChanged);
    // A section's publish changes the pages showing it as well.
    if (target.kind === 'section') await revalidateSectionUsers(claimed.shop, target.id);
    done.push(claimed.published);
  }
  return done;
}
