import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { detachReferences } from '@/components/blocks/sections';
import { otherLocaleTexts, resolveTexts, type BlockTexts, type LocaleBlock } from '@/lib/content/locale-texts';
import type { StoredContent } from '@/lib/content/stored-content';
import { getDb, type Executor } from '@/lib/db';
import { categoryTranslations, contentDocuments, pageTranslations, sections } from '@/lib/db/schema';
import type { PageContent } from '@/lib/schemas/page-content';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { currentContent, findDocumentRow, targetOf, type ShopRef } from '../documents/document-rows';
import type { DocumentTarget } from '../documents/target';
import { applyEdit, recordRevision, revalidateDocument, type Author } from '../documents/write-document';
import { checkSectionReferences, documentsUsingSection } from './section-blocks';

/** A page or category whose blocks place a section, by its title in the request locale (the default locale's when it has none there). */
export interface SectionUser {
  kind: 'page' | 'category';
  id: string;
  title: string;
}

/** A section as the editor lists it. */
export interface SectionSummary {
  id: string;
  name: string;
  /** The section's blocks wait for a publish. */
  hasDraft: boolean;
}

/** A stored block id, as the editor makes them (`b-` and eight hex digits). */
const newStoredId = () => `b-${randomUUID().slice(0, 8)}`;

/** The pages' and categories' titles in the locale, else the default locale's, by id. */
async function titlesOf(db: Executor, shop: ShopRef, targets: DocumentTarget[], locale: string): Promise<Map<string, string>> {
  const pageIds = targets.filter((t) => t.kind === 'page').map((t) => t.id);
  const categoryIds = targets.filter((t) => t.kind === 'category').map((t) => t.id);
  const locales = [locale, shop.defaultLocale];
  const [pageRows, categoryRows] = await Promise.all([
    pageIds.length === 0 ? [] : db.select({ id: pageTranslations.pageId, locale: pageTranslations.locale, title: pageTranslations.title }).from(pageTranslations)
      .where(and(inArray(pageTranslations.pageId, pageIds), inArray(pageTranslations.locale, locales))),
    categoryIds.length === 0 ? [] : db.select({ id: categoryTranslations.categoryId, locale: categoryTranslations.locale, title: categoryTranslations.title }).from(categoryTranslations)
      .where(and(inArray(categoryTranslations.categoryId, categoryIds), inArray(categoryTranslations.locale, locales))),
  ]);
  const titles = new Map<string, string>();
  // The request locale's title wins over the default locale's.
  for (const row of [...pageRows, ...categoryRows].sort((a, b) => Number(a.locale === locale) - Number(b.locale === locale))) titles.set(row.id, row.title);
  return titles;
}

/** The pages and categories whose live or draft blocks place the section. */
async function usersOf(db: Executor, shop: ShopRef, sectionId: string, locale: string): Promise<SectionUser[]> {
  const targets = (await documentsUsingSection(db, shop, sectionId)).map(targetOf)
    .filter((t): t is Extract<DocumentTarget, { kind: 'page' | 'category' }> => t.kind !== 'section');
  const titles = await titlesOf(db, shop, targets, locale);
  return targets.map((target) => ({ kind: target.kind, id: target.id, title: titles.get(target.id) ?? '' }));
}

/** Throws 404 unless the section is this shop's; its name. */
async function sectionName(db: Executor, shop: ShopRef, sectionId: string, lock = false): Promise<string> {
  if (!/^[0-9a-f-]{36}$/i.test(sectionId)) throw new NotFoundError('Section not found');
  const query = db.select({ name: sections.name }).from(sections).where(and(eq(sections.shopId, shop.id), eq(sections.id, sectionId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Section not found');
  return row.name;
}

/** The shop's sections by name. */
export async function listSections(shop: ShopRef): Promise<SectionSummary[]> {
  const db = await getDb();
  const rows = await db.select({ id: sections.id, name: sections.name, hasDraft: sql<boolean>`${contentDocuments.draft} is not null`.mapWith(Boolean) })
    .from(sections).leftJoin(contentDocuments, eq(contentDocuments.sectionId, sections.id))
    .where(eq(sections.shopId, shop.id)).orderBy(asc(sections.name), asc(sections.createdAt));
  return rows;
}

/** One section with the pages and categories that place it: what the owner is told before deleting it. */
export async function getSection(shop: ShopRef, sectionId: string, locale: string): Promise<SectionSummary & { usedBy: SectionUser[] }> {
  const db = await getDb();
  const name = await sectionName(db, shop, sectionId);
  const row = await findDocumentRow(db, shop, { kind: 'section', id: sectionId });
  return { id: sectionId, name, hasDraft: Boolean(row?.draft), usedBy: await usersOf(db, shop, sectionId, locale) };
}

/**
 * Saves blocks (one block, or a layout with its children) as a new section named `name`: its content is
 * those blocks in the request locale, with `texts` their other locales' texts, live at once (the blocks
 * come from a page the owner sees them on), recorded as its first revision. Checked as any write is;
 * a section holds no reference to a section.
 */
export async function createSection(
  shop: Shop, input: { name: string; locale: string; content: PageContent; texts?: Record<string, BlockTexts> }, author: Author,
): Promise<SectionSummary & { version: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [section] = await tx.insert(sections).values({ shopId: shop.id, name: input.name }).returning({ id: sections.id });
    const target: DocumentTarget = { kind: 'section', id: section!.id };
    const content = applyEdit(shop, null, input.locale, input.content, [], input.texts);
    await checkSectionReferences(tx, shop, target, content, 'published');
    const [row] = await tx.insert(contentDocuments).values({ shopId: shop.id, sectionId: target.id, published: content, publishedAt: new Date(), publishedBy: author })
      .returning();
    await recordRevision(tx, shop, { ...row!, published: { version: content.version, blocks: [] } }, content, author);
    return { id: target.id, name: input.name, hasDraft: false, version: row!.version };
  });
}

/** Renames a section; pages show its blocks, not its name, so shoppers see no change. */
export async function renameSection(shop: ShopRef, sectionId: string, name: string): Promise<SectionSummary> {
  const db = await getDb();
  await sectionName(db, shop, sectionId);
  await db.update(sections).set({ name, updatedAt: new Date() }).where(and(eq(sections.shopId, shop.id), eq(sections.id, sectionId)));
  const row = await findDocumentRow(db, shop, { kind: 'section', id: sectionId });
  return { id: sectionId, name, hasDraft: Boolean(row?.draft) };
}

/**
 * Deletes a section. Nothing a page shows is lost: every page and category placing it gets, in place of
 * each reference, independent copies of the section's blocks (new ids, every language's texts), in what
 * shoppers see (the section's live blocks) and in its draft (the section's draft), as one new version of
 * that document; their cached pages are made fresh. Answers the pages and categories that were changed.
 */
export async function deleteSection(shop: ShopRef, sectionId: string, locale: string): Promise<SectionUser[]> {
  const db = await getDb();
  const { users, changed } = await db.transaction(async (tx) => {
    await sectionName(tx, shop, sectionId, true);
    // The pages before the section's document: a page's save locks its page, then (shared) the sections it
    // places, so taking them the other way round here could deadlock with it.
    const documents = await documentsUsingSection(tx, shop, sectionId, true);
    const section = await findDocumentRow(tx, shop, { kind: 'section', id: sectionId }, true);
    const live = currentContent(shop, section?.published ?? null)?.blocks ?? [];
    const draft = currentContent(shop, section?.draft ?? null)?.blocks ?? live;
    const detach = (content: StoredContent | null, blocks: typeof live): StoredContent | null => {
      const current = currentContent(shop, content);
      return current && { ...current, blocks: detachReferences(current.blocks, sectionId, blocks, newStoredId) };
    };
    for (const document of documents) {
      await tx.update(contentDocuments).set({
        published: detach(document.published, live)!, draft: detach(document.draft, draft),
        version: sql`${contentDocuments.version} + 1`, updatedAt: new Date(),
      }).where(eq(contentDocuments.id, document.id));
    }
    const targets = documents.map(targetOf);
    const titles = await titlesOf(tx, shop, targets, locale);
    await tx.delete(sections).where(eq(sections.id, sectionId));
    return {
      changed: targets,
      users: targets.flatMap((t) => (t.kind === 'section' ? [] : [{ kind: t.kind, id: t.id, title: titles.get(t.id) ?? '' }])),
    };
  });
  for (const target of changed) revalidateDocument(shop.slug, target);
  return users;
}

/** A section as the editor starts with it: its draft's blocks (else its live ones) in the locale, and their other locales' texts. */
export interface EditorSectionState {
  id: string;
  name: string;
  blocks: LocaleBlock[];
  otherTexts: Record<string, BlockTexts>;
}

/** Every section of the shop for the editor: what its canvas shows in place of references, and its palette places. */
export async function readEditorSections(shop: ShopRef, locale: string): Promise<EditorSectionState[]> {
  const db = await getDb();
  const rows = await db.select({ id: sections.id, name: sections.name, draft: contentDocuments.draft, published: contentDocuments.published })
    .from(sections).innerJoin(contentDocuments, eq(contentDocuments.sectionId, sections.id))
    .where(eq(sections.shopId, shop.id)).orderBy(asc(sections.name), asc(sections.createdAt));
  return rows.map((row) => {
    const stored = currentContent(shop, row.draft ?? row.published)?.blocks ?? [];
    return { id: row.id, name: row.name, blocks: resolveTexts(stored, locale, shop.defaultLocale), otherTexts: otherLocaleTexts(stored, locale) };
  });
}
