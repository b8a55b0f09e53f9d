import { eq, lte } from 'drizzle-orm';
import type { TreeShop } from '@/components/blocks/block-tree';
import type { StoredContent } from '@/lib/content/stored-content';
import { getDb, type Executor } from '@/lib/db';
import { contentDocuments, documentSchedules, shops } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { DomainError } from '@/lib/server/errors';
import { targetOf, type DocumentRow, type ShopRef } from './document-rows';
import { languagePublishRefusal, planPublish } from './language-publish';
import { settingsRefusal } from './page-publish';
import type { DocumentTarget } from './target';
import { validateStoredContent, writeFor } from './validate-content';
import { makeLive, revalidateDocument, revalidateSectionUsers } from './write-document';

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
  /** The one language it published; null for every language. */
  locale: string | null;
  /** The menus changed with it: a page's first publish, or its title or slug. */
  shellChanged: boolean;
}

/** A due plan, claimed with its document: whose, of which language (null: every one), by whom. */
interface Claim {
  row: DocumentRow;
  shop: ShopRef;
  locale: string | null;
  scheduledBy: string | null;
}

const SHOP_COLUMNS = { id: shops.id, slug: shops.slug, defaultLocale: shops.defaultLocale, type: shops.variant };

/**
 * The soonest due plan of `document_schedules`, its row and its document's locked together with SKIP
 * LOCKED: an instance never waits for another, and never takes a plan or a document another has.
 */
async function claimSchedule(tx: Executor, now: Date): Promise<Claim | null> {
  const [due] = await tx.select({ schedule: documentSchedules, row: contentDocuments, shop: SHOP_COLUMNS })
    .from(documentSchedules)
    .innerJoin(contentDocuments, eq(contentDocuments.id, documentSchedules.documentId))
    .innerJoin(shops, eq(shops.id, contentDocuments.shopId))
    .where(lte(documentSchedules.publishAt, now)).orderBy(documentSchedules.publishAt).limit(1)
    .for('update', { of: [documentSchedules, contentDocuments], skipLocked: true });
  if (!due) return null;
  await tx.delete(documentSchedules).where(eq(documentSchedules.id, due.schedule.id));
  return { row: due.row, shop: due.shop, locale: due.schedule.locale, scheduledBy: due.schedule.scheduledBy };
}

/** A plan of every language in the old column, which the previous release writes while it still serves beside this one. */
async function claimOldSchedule(tx: Executor, now: Date): Promise<Claim | null> {
  const [due] = await tx.select({ row: contentDocuments, shop: SHOP_COLUMNS })
    .from(contentDocuments).innerJoin(shops, eq(shops.id, contentDocuments.shopId))
    .where(lte(contentDocuments.publishAt, now)).orderBy(contentDocuments.publishAt).limit(1)
    .for('update', { of: contentDocuments, skipLocked: true });
  return due ? { row: due.row, shop: due.shop, locale: null, scheduledBy: due.row.scheduledBy } : null;
}

/** Publishes a claimed plan in its transaction; null when nothing waits or the draft no longer may go live (logged, and the plan dropped). */
async function publishClaim(tx: Executor, { row, shop, locale, scheduledBy }: Claim): Promise<ScheduledPublish | null> {
  const target = targetOf(row);
  const plan = planPublish(shop, row, locale);
  const refusal = plan && (refusalOf(plan.content, shop.defaultLocale, writeFor(shop.type, row.published))
    ?? await settingsRefusal(tx, shop, target, plan.settings) ?? languagePublishRefusal(row, locale));
  if (refusal) {
    // A draft that breaks a rule made since it was scheduled stays a draft, unscheduled, for the owner to mend.
    log.warn({ shop: shop.slug, target, locale, code: refusal.code, err: refusal }, 'A scheduled draft was not published: it no longer validates');
  }
  const live = plan && !refusal ? await makeLive(tx, shop, target, row, plan, scheduledBy, locale) : null;
  const change = live ? live.change : locale === null ? { publishAt: null, scheduledBy: null } : {};
  await tx.update(contentDocuments).set({ ...change, version: row.version + 1, updatedAt: new Date() }).where(eq(contentDocuments.id, row.id));
  return live ? { shopSlug: shop.slug, target, locale, shellChanged: live.shellChanged } : null;
}

/**
 * Publishes every plan whose time has come (of every language or of one), one per transaction. Each due
 * plan is claimed with FOR UPDATE SKIP LOCKED, so schedulers on several instances share the work and each
 * publish runs once; the plans live in the database, so a restart loses none.
 */
export async function publishDueDocuments(now = new Date(), limit = 100): Promise<ScheduledPublish[]> {
  const db = await getDb();
  const done: ScheduledPublish[] = [];
  for (let i = 0; i < limit; i += 1) {
    const claimed = await db.transaction(async (tx): Promise<{ published: ScheduledPublish | null; shop: ShopRef } | null> => {
      const claim = await claimSchedule(tx, now) ?? await claimOldSchedule(tx, now);
      return claim && { published: await publishClaim(tx, claim), shop: claim.shop };
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
