import { and, desc, eq } from 'drizzle-orm';
import { missingTexts, otherLocaleTexts, resolveTexts, type BlockTexts, type LocaleBlock, type MissingText } from '@/lib/content/locale-texts';
import { getDb, type Executor } from '@/lib/db';
import { routes } from '@/lib/routing/links';
import { contentRevisions, pageTranslations, shopOwners, type BlockChanges } from '@/lib/db/schema';
import type { PageSettingsDraft } from '@/lib/content/page-settings-draft';
import { NotFoundError } from '@/lib/server/errors';
import { currentContent, findDocumentRow, assertTargetExists, emptyStoredContent, type ShopRef } from './document-rows';
import { listSchedules, type DocumentSchedule } from './schedules';
import type { DocumentTarget } from './target';

/** Which content to read: what shoppers see, or the owner's draft (the published content when there is none). */
export type ContentStage = 'published' | 'draft';

/** A target's blocks as one locale sees them; empty when nothing was ever written. */
export async function readContent(shop: ShopRef, target: DocumentTarget, locale: string, stage: ContentStage): Promise<LocaleBlock[]> {
  const row = await findDocumentRow(await getDb(), shop, target);
  const stored = currentContent(shop, stage === 'draft' ? row?.draft ?? row?.published ?? null : row?.published ?? null);
  return resolveTexts(stored?.blocks ?? [], locale, shop.defaultLocale);
}

/**
 * The texts of a document's blocks (its draft, else its published content) in every locale but `locale`,
 * by block id: what the editor puts on the clipboard with copied blocks, so a paste keeps every language.
 */
export async function readOtherLocaleTexts(shop: ShopRef, target: DocumentTarget, locale: string): Promise<Record<string, BlockTexts>> {
  const row = await findDocumentRow(await getDb(), shop, target);
  return otherLocaleTexts(currentContent(shop, row?.draft ?? row?.published ?? null)?.blocks ?? [], locale);
}

/** The editor's view of a document in one locale. */
export interface DocumentState {
  documentId: string | null;
  version: number;
  /** Blocks, or a page's settings, wait for a publish. */
  hasDraft: boolean;
  /** A page's storefront route in the locale, as shoppers find it now (a publish may change its slug); null for a category. */
  route: string | null;
  draft: LocaleBlock[];
  published: LocaleBlock[];
  draftSavedAt: string | null;
  publishedAt: string | null;
  /** When the scheduler publishes the draft in every language, or null. */
  publishAt: string | null;
  /** Every planned publish, of every language (`locale` null) or of one, the soonest first. */
  schedules: DocumentSchedule[];
  /** Texts this locale lacks (it shows the default locale's there). */
  missingTexts: MissingText[];
}

/** A page's route in the locale, by its live slug; null when it has no text there. */
async function pageRoute(db: Executor, shop: ShopRef, pageId: string, locale: string): Promise<string | null> {
  const [row] = await db.select({ slug: pageTranslations.slug }).from(pageTranslations)
    .where(and(eq(pageTranslations.shopId, shop.id), eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, locale)));
  return row ? routes.page(row.slug) : null;
}

/** A document's draft and published content in a locale, its version and schedule. */
export async function getDocumentState(shop: ShopRef, target: DocumentTarget, locale: string): Promise<DocumentState> {
  const db = await getDb();
  const row = await findDocumentRow(db, shop, target);
  if (!row) await assertTargetExists(db, shop, target);
  const published = currentContent(shop, row?.published ?? null) ?? emptyStoredContent();
  const draft = currentContent(shop, row?.draft ?? null) ?? published;
  const schedules = row ? await listSchedules(db, row) : [];
  return {
    documentId: row?.id ?? null,
    version: row?.version ?? 1,
    hasDraft: Boolean(row?.draft || row?.settingsDraft),
    route: target.kind === 'page' ? await pageRoute(db, shop, target.id, locale) : null,
    draft: resolveTexts(draft.blocks, locale, shop.defaultLocale),
    published: resolveTexts(published.blocks, locale, shop.defaultLocale),
    draftSavedAt: row?.draftSavedAt?.toISOString() ?? null,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    // Among them a plan the previous release kept in the old column, while both releases serve.
    publishAt: schedules.find((s) => s.locale === null)?.publishAt ?? null,
    schedules,
    missingTexts: missingTexts(draft.blocks, locale, shop.defaultLocale),
  };
}

/** An entry of a document's publish history, newest first. */
export interface RevisionSummary {
  number: number;
  /** The change in English words, for API clients. */
  summary: string;
  /** The change as counts, for the editor to word in the owner's language; null for revisions older than the counts. */
  changes: BlockChanges | null;
  /** A page's settings it made live, per locale; null when none. */
  settings: PageSettingsDraft | null;
  /** The one language it published; null for every language. */
  locale: string | null;
  publishedAt: string;
  publishedBy: string | null;
  /** The publishing owner's email, for people to read; null once that owner is gone. */
  publishedByEmail: string | null;
}

/** Every publish of a document, newest first. */
export async function listRevisions(shop: ShopRef, target: DocumentTarget): Promise<RevisionSummary[]> {
  const db = await getDb();
  const row = await findDocumentRow(db, shop, target);
  if (!row) {
    await assertTargetExists(db, shop, target);
    return [];
  }
  const rows = await db
    .select({ revision: contentRevisions, email: shopOwners.email })
    .from(contentRevisions)
    .leftJoin(shopOwners, eq(shopOwners.id, contentRevisions.publishedBy))
    .where(eq(contentRevisions.documentId, row.id))
    .orderBy(desc(contentRevisions.number));
  return rows.map(({ revision: r, email }) => ({
    number: r.number, summary: r.summary, changes: r.changes, settings: r.settings, locale: r.locale, publishedAt: r.publishedAt.toISOString(), publishedBy: r.publishedBy, publishedByEmail: email,
  }));
}

/** One earlier publish: its blocks in a locale, and what it changed. */
export interface Revision {
  number: number;
  summary: string;
  changes: BlockChanges | null;
  settings: PageSettingsDraft | null;
  locale: string | null;
  blocks: LocaleBlock[];
}

/** One earlier publish, its blocks in a locale. */
export async function readRevision(shop: ShopRef, target: DocumentTarget, number: number, locale: string): Promise<Revision> {
  const db = await getDb();
  const row = await findDocumentRow(db, shop, target);
  const [revision] = row
    ? await db.select().from(contentRevisions).where(and(eq(contentRevisions.documentId, row.id), eq(contentRevisions.number, number)))
    : [];
  if (!revision) throw new NotFoundError('Revision not found');
  return {
    number, summary: revision.summary, changes: revision.changes, settings: revision.settings, locale: revision.locale,
    blocks: resolveTexts(currentContent(shop, revision.content)!.blocks, locale, shop.defaultLocale),
  };
}
