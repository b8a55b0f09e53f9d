import { and, eq, sql } from 'drizzle-orm';
import { textPathsOf } from '@/lib/content/block-texts';
import { STORED_CONTENT_VERSION } from '@/lib/content/content-migrations';
import { addTexts, mergeLocaleEdit, splitTexts, withoutMissing, type BlockTexts, type MissingText } from '@/lib/content/locale-texts';
import type { PageSettingsDraft } from '@/lib/content/page-settings-draft';
import type { StoredContent } from '@/lib/content/stored-content';
import { getDb, type Executor } from '@/lib/db';
import { contentDocuments, contentRevisions } from '@/lib/db/schema';
import type { PageContent } from '@/lib/schemas/page-content';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { CHANGES } from '@/lib/server/cache-tags';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { blockChanges } from '@/lib/content/block-changes';
import { summarizeChanges } from './change-summary';
import { currentContent, findDocumentRow, lockDocument, type DocumentRow, type ShopRef } from './document-rows';
import { languagePublishRefusal, planPublish, publishedLocale, type PublishPlan } from './language-publish';
import { markPageLive, publishPage } from './page-publish';
import { cancelScheduleRow, clearSchedules, isOldColumnPlan, putSchedule } from './schedules';
import { assertNotTakenOver } from './presence';
import type { DocumentTarget } from './target';
import { checkSectionReferences, documentsShowingSection } from '../sections/section-blocks';
import { validateContent, validateStoredContent, writeFor } from './validate-content';

/** Who wrote: the owner's id, or null for the scheduler and clients that sign no owner. */
export type Author = string | null;

type Change = Partial<Omit<typeof contentDocuments.$inferInsert, 'id' | 'shopId' | 'version'>>;

/** The document's state after a write, for the answer: the version the next write must name. */
export interface DocumentVersion {
  documentId: string;
  version: number;
}

/**
 * Applies a change to a target's document in one transaction: locks the row, refuses a write based
 * on another version than the current one (409 with `currentVersion`, so the editor can offer to
 * reload while keeping what the owner typed), and counts the version up.
 */
async function changeDocument(
  shop: Shop, target: DocumentTarget, baseVersion: number | undefined,
  decide: (row: DocumentRow, tx: Executor) => Promise<Change> | Change,
): Promise<DocumentVersion> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockDocument(tx, shop, target);
    if (baseVersion !== undefined && baseVersion !== row.version) {
      const conflict = new ConflictError('This content was changed by someone else; reload it to continue', 'StaleVersion');
      conflict.details = { currentVersion: row.version };
      throw conflict;
    }
    const change = await decide(row, tx);
    // Only the id and version come back: the content columns would be read and parsed for nothing.
    const [saved] = await tx.update(contentDocuments)
      .set({ ...change, version: sql`${contentDocuments.version} + 1`, updatedAt: new Date() })
      .where(eq(contentDocuments.id, row.id))
      .returning({ documentId: contentDocuments.id, version: contentDocuments.version });
    return saved!;
  });
}

/**
 * One locale's edit of the blocks applied on top of stored content (layout shared, texts per locale);
 * `kept` holds what the edit replaces, whose blocks of types the shop does not get may stay. `texts`:
 * other locales' texts of blocks the edit adds (pasted), checked in each of those locales as a write is.
 * `missing`: texts this locale still lacks, whose fields carry the default locale's text; the default
 * locale itself lacks none.
 */
export function applyEdit(
  shop: Shop, stored: StoredContent | null, locale: string, content: PageContent, kept: (StoredContent | null)[], texts: Record<string, BlockTexts> = {},
  missing: readonly MissingText[] = [],
): StoredContent {
  const forShop = writeFor(shop.type, ...kept);
  const own = splitTexts(validateContent(content, forShop), locale, textPathsOf);
  const split = locale === shop.defaultLocale ? own : withoutMissing(own, locale, missing);
  const given = Object.keys(texts).length > 0;
  const edited = given ? addTexts(split, texts, locale, shop.locales.map((l) => l.identifier), textPathsOf) : split;
  const base = currentContent(shop, stored)?.blocks ?? [];
  const merged: StoredContent = { version: STORED_CONTENT_VERSION, blocks: mergeLocaleEdit(base, edited, locale) };
  if (given) validateStoredContent(merged, shop.defaultLocale, forShop);
  return merged;
}

/**
 * Keeps a publish as the next revision: the blocks, what changed in them, the page settings it made live,
 * and the one language it published (null: every language).
 */
export async function recordRevision(
  tx: Executor, shop: ShopRef, row: DocumentRow, content: StoredContent, author: Author, settings: PageSettingsDraft | null = null, locale: string | null = null,
): Promise<void> {
  const [last] = await tx.select({ number: sql<number>`coalesce(max(${contentRevisions.number}), 0)` }).from(contentRevisions)
    .where(eq(contentRevisions.documentId, row.id));
  const changes = blockChanges(currentContent(shop, row.published)?.blocks ?? [], content.blocks);
  await tx.insert(contentRevisions).values({
    documentId: row.id, shopId: shop.id, number: Number(last?.number ?? 0) + 1, content, publishedBy: author,
    summary: summarizeChanges(changes, settings !== null), changes, settings, locale,
  });
}

/**
 * Makes the change visible to shoppers: their cached pages of this document are fresh on the next request;
 * a page's first publish, or its new title or slug, changes the menus and the sitemap as well.
 */
export function revalidateDocument(shopSlug: string, target: DocumentTarget, pageChanged = false): void {
  revalidateTags(CHANGES.publish(shopSlug, target.kind, target.id, pageChanged));
}

/**
 * Saves one locale's blocks as the draft; shoppers see nothing of it until it is published. `texts`: the
 * other locales' texts of blocks pasted from another page, kept for the blocks new to the document;
 * `missing`: the texts the locale still lacks (they keep falling back to the default locale's).
 * `editorId`: the editor's tab (presence.ts), refused once another owner took the page over from it.
 */
export async function saveDraft(
  shop: Shop, target: DocumentTarget, locale: string,
  input: { baseVersion?: number; content: PageContent; texts?: Record<string, BlockTexts>; missing?: MissingText[]; editorId?: string }, author: Author,
): Promise<DocumentVersion & { draftSavedAt: Date }> {
  const draftSavedAt = new Date();
  const { documentId, version } = await changeDocument(shop, target, input.baseVersion, async (row, tx) => {
    // An editor another owner took the page over from saves nothing over the new editor's work.
    await assertNotTakenOver(tx, shop, target, input.editorId);
    const draft = applyEdit(shop, row.draft ?? row.published, locale, input.content, [row.draft, row.published], input.texts, input.missing);
    await checkSectionReferences(tx, shop, target, draft, 'draft');
    return { draft, draftSavedAt, draftSavedBy: author };
  });
  return { documentId, version, draftSavedAt };
}

/** The document's columns after a publish: the new live content, and the draft of what still waits (none after every language's). */
function publishChange(plan: PublishPlan, author: Author, locale: string | null): Change {
  // A publish of every language also ends a plan the previous release kept in the old column.
  const oldSchedule = locale === null ? { publishAt: null, scheduledBy: null } : {};
  return { published: plan.content, ...plan.rest, ...oldSchedule, publishedAt: new Date(), publishedBy: author };
}

/**
 * Makes a checked publish plan live in its transaction, for an owner's publish and a scheduled one alike:
 * the page's settings, a revision, the plans it makes pointless dropped. Answers the document row's change
 * and whether the menus changed with it.
 */
export async function makeLive(
  tx: Executor, shop: ShopRef, target: DocumentTarget, row: DocumentRow, plan: PublishPlan, author: Author, locale: string | null,
): Promise<{ change: Change; shellChanged: boolean }> {
  const page = await publishPage(tx, shop, target, plan.settings);
  await recordRevision(tx, shop, row, plan.content, author, page.settings, locale);
  await clearSchedules(tx, row.id, locale);
  return { change: publishChange(plan, author, locale), shellChanged: page.shellChanged };
}

/**
 * Makes the draft live in every language (`locale` not given) or in one (its texts only, issue 30), keeps
 * it as a revision and drops the plans it made pointless; refused when nothing waits.
 */
export async function publishDraft(shop: Shop, target: DocumentTarget, input: { baseVersion?: number; locale?: string }, author: Author): Promise<DocumentVersion> {
  const locale = publishedLocale(shop, input.locale);
  let shellChanged = false;
  const { documentId, version } = await changeDocument(shop, target, input.baseVersion, async (row, tx) => {
    const plan = planPublish(shop, row, locale);
    if (!plan) throw new BusinessRuleError('There is no draft to publish', 'NoDraft');
    const refusal = languagePublishRefusal(row, locale);
    if (refusal) throw refusal;
    // What goes live may keep only what is live already of the blocks the shop's type does not get.
    validateStoredContent(plan.content, shop.defaultLocale, writeFor(shop.type, row.published));
    await checkSectionReferences(tx, shop, target, plan.content, 'published');
    const live = await makeLive(tx, shop, target, row, plan, author, locale);
    shellChanged = live.shellChanged;
    return live.change;
  });
  revalidateDocument(shop.slug, target, shellChanged);
  if (target.kind === 'section') await revalidateSectionUsers(shop, target.id);
  return { documentId, version };
}

/**
 * A section's publish changes every page that shows it: each of those documents' cached pages is made
 * fresh (their blocks are read with the sections' expanded, under the page's own tag).
 */
export async function revalidateSectionUsers(shop: ShopRef, sectionId: string): Promise<void> {
  for (const user of await documentsShowingSection(await getDb(), shop, sectionId)) revalidateDocument(shop.slug, user);
}

/**
 * Checks an edit that `saveAndPublish` will make live before anything else of its request is written
 * (the spec's calls write a page's settings first), so that a refused block changes nothing at all: the
 * tree's rules, the blocks' data, and the shop type's blocks against what the target has live (none for
 * a target that does not exist yet). `saveAndPublish` checks again, under its lock.
 */
export async function validateLiveEdit(shop: Shop, target: DocumentTarget | null, content: PageContent): Promise<void> {
  const row = target && await findDocumentRow(await getDb(), shop, target);
  validateContent(content, writeFor(shop.type, row?.published));
}

/**
 * Saves and publishes in one step, for the spec's calls (PATCH /pages/{slug}, /categories/{id}, /legal/{slug})
 * from clients that know no drafts: the edit applies to the published content, and a draft in progress
 * stays (its next save names an older version and is offered a reload).
 */
export async function saveAndPublish(shop: Shop, target: DocumentTarget, locale: string, content: PageContent, author: Author, baseVersion?: number): Promise<DocumentVersion> {
  let firstPublish = false;
  const { documentId, version } = await changeDocument(shop, target, baseVersion, async (row, tx) => {
    const published = applyEdit(shop, row.published, locale, content, [row.published]);
    await checkSectionReferences(tx, shop, target, published, 'published');
    await recordRevision(tx, shop, row, published, author);
    firstPublish = await markPageLive(tx, shop, target);
    // The owner's draft in progress, blocks and settings, stays a draft.
    return { published, publishedAt: new Date(), publishedBy: author };
  });
  revalidateDocument(shop.slug, target, firstPublish);
  return { documentId, version };
}

/** Throws the draft away (and every plan to publish it); shoppers keep seeing the published content. */
export async function discardDraft(shop: Shop, target: DocumentTarget, input: { baseVersion: number }): Promise<DocumentVersion> {
  const { documentId, version } = await changeDocument(shop, target, input.baseVersion, async (row, tx) => {
    await clearSchedules(tx, row.id, null);
    return { draft: null, settingsDraft: null, draftSavedAt: null, draftSavedBy: null, publishAt: null, scheduledBy: null };
  });
  return { documentId, version };
}

/** Makes an earlier publish the draft again, to be checked and published like any draft. */
export async function restoreRevision(shop: Shop, target: DocumentTarget, number: number, input: { baseVersion: number }, author: Author): Promise<DocumentVersion> {
  const { documentId, version } = await changeDocument(shop, target, input.baseVersion, async (row, tx) => {
    const [revision] = await tx.select({ content: contentRevisions.content }).from(contentRevisions)
      .where(and(eq(contentRevisions.documentId, row.id), eq(contentRevisions.number, number)));
    if (!revision) throw new NotFoundError('Revision not found');
    const content = currentContent(shop, revision.content)!;
    // An earlier publish may break a rule made since: it is refused here rather than becoming a draft the editor would refuse.
    validateStoredContent(content, shop.defaultLocale, writeFor(shop.type, row.draft, row.published));
    await checkSectionReferences(tx, shop, target, content, 'draft');
    return { draft: content, draftSavedAt: new Date(), draftSavedBy: author };
  });
  return { documentId, version };
}

/**
 * Plans the draft's publish, in every language (`locale` not given) or in one, at a time in the future,
 * replacing that language's earlier plan; the scheduler publishes it once, on any instance, as the draft
 * then is.
 */
export async function scheduleDraft(
  shop: Shop, target: DocumentTarget, input: { baseVersion: number; publishAt: Date; locale?: string }, author: Author, now = new Date(),
): Promise<DocumentVersion> {
  if (input.publishAt.getTime() <= now.getTime()) {
    throw new ValidationError([{ path: 'publishAt', message: 'Must be in the future' }]);
  }
  const locale = publishedLocale(shop, input.locale);
  const { documentId, version } = await changeDocument(shop, target, input.baseVersion, async (row, tx) => {
    const plan = planPublish(shop, row, locale);
    if (!plan) throw new BusinessRuleError('There is no draft to schedule', 'NoDraft');
    // Told now, not when the time comes and nobody is watching.
    const refusal = languagePublishRefusal(row, locale);
    if (refusal) throw refusal;
    validateStoredContent(plan.content, shop.defaultLocale, writeFor(shop.type, row.published));
    await checkSectionReferences(tx, shop, target, plan.content, 'published');
    await putSchedule(tx, row, locale, input.publishAt, author);
    // The plan of every language replaces one the previous release kept in the old column.
    return locale === null ? { publishAt: null, scheduledBy: null } : {};
  });
  return { documentId, version };
}

/** Cancels one planned publish (`scheduleId`, also the previous release's in the old column), or every one; the draft stays. */
export async function cancelSchedule(shop: Shop, target: DocumentTarget, input: { baseVersion: number; scheduleId?: string }): Promise<DocumentVersion> {
  const { documentId, version } = await changeDocument(shop, target, input.baseVersion, async (row, tx) => {
    if (input.scheduleId === undefined) {
      await clearSchedules(tx, row.id, null);
      return { publishAt: null, scheduledBy: null };
    }
    if (isOldColumnPlan(row, input.scheduleId)) return { publishAt: null, scheduledBy: null };
    if (!await cancelScheduleRow(tx, row.id, input.scheduleId)) throw new NotFoundError('Schedule not found');
    return {};
  });
  return { documentId, version };
}
