import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { referencedSections, sectionNestingProblem, flattenSections, SECTION_BLOCK_TYPE } from '@/components/blocks/sections';
import { walkBlocks } from '@/components/blocks/block-tree';
import { resolveTexts, type LocaleBlock } from '@/lib/content/locale-texts';
import type { StoredBlock, StoredContent } from '@/lib/content/stored-content';
import { getDb, type Executor } from '@/lib/db';
import { contentDocuments } from '@/lib/db/schema';
import { PageTreeError } from '@/lib/server/errors';
import { currentContent, type ShopRef } from '../documents/document-rows';
import type { ContentStage } from '../documents/read-document';
import type { DocumentTarget } from '../documents/target';
import { checkTree } from '../documents/validate-content';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored blocks of this shop's sections among `ids`, by section id: the draft (else the published
 * blocks) for the owner's editor, the published blocks for shoppers. A section of another shop, or one
 * that does not exist, is not among them.
 */
export async function storedSectionBlocks(
  db: Executor, shop: ShopRef, ids: readonly string[], stage: ContentStage, lock = false,
): Promise<Record<string, StoredBlock[]>> {
  const wanted = ids.filter((id) => UUID.test(id));
  if (wanted.length === 0) return {};
  const query = db.select({ sectionId: contentDocuments.sectionId, draft: contentDocuments.draft, published: contentDocuments.published })
    .from(contentDocuments).where(and(eq(contentDocuments.shopId, shop.id), inArray(contentDocuments.sectionId, wanted)));
  const rows = lock ? await query.for('share') : await query;
  return Object.fromEntries(rows.map((row) => [row.sectionId!, currentContent(shop, stage === 'draft' ? row.draft ?? row.published : row.published)?.blocks ?? []]));
}

/** The sections a page's blocks reference, in one locale, by section id: what the page renders in their places. */
export async function readSectionBlocks(shop: ShopRef, blocks: readonly LocaleBlock[], locale: string, stage: ContentStage): Promise<Record<string, LocaleBlock[]>> {
  const ids = referencedSections(blocks);
  if (ids.length === 0) return {};
  const stored = await storedSectionBlocks(await getDb(), shop, ids, stage);
  return Object.fromEntries(Object.entries(stored).map(([id, sectionBlocks]) => [id, resolveTexts(sectionBlocks, locale, shop.defaultLocale)]));
}

/**
 * The references of content a write stores (as the draft, `stage` 'draft', or live, 'published'), checked:
 * a section holds no reference (none to itself, so no cycle, and none to another); a page references only
 * sections of its own shop (400 `unknown-section`, naming the block); and the page as it renders, every
 * reference replaced by its section's blocks of that stage, keeps the page tree's limits (200 blocks,
 * the nesting depth, a category listing once), with the editor's code of the rule.
 */
export async function checkSectionReferences(db: Executor, shop: ShopRef, target: DocumentTarget, content: StoredContent, stage: ContentStage): Promise<void> {
  if (target.kind === 'section') {
    const problem = sectionNestingProblem(target.id, content.blocks);
    if (problem?.reason === 'section-cycle') throw new PageTreeError('A section cannot contain a reference to itself', problem.reason, problem.blockId);
    if (problem) throw new PageTreeError('A section cannot contain another section', problem.reason, problem.blockId);
    await checkPagesUsing(db, shop, target.id, content, stage);
    return;
  }
  const ids = referencedSections(content.blocks);
  const references = [...walkBlocks(content.blocks)].filter(({ block }) => block.type === SECTION_BLOCK_TYPE);
  if (references.length === 0) return;
  // Shared locks: a deletion of one of them (which locks its row) waits for this write, or this write for it.
  const sections = await storedSectionBlocks(db, shop, ids, stage, true);
  const unknown = references.find(({ block }) => !Object.hasOwn(sections, String(block.data.sectionId ?? '')));
  if (unknown) throw new PageTreeError('The section this block names does not exist in this shop', 'unknown-section', unknown.block._id);
  checkTree(flattenSections(content.blocks, sections));
}

/**
 * A section's new blocks checked on every page that places it: each page, flattened with them (and its
 * other sections of the same stage), still keeps the page tree's limits; the first that would not is
 * refused with the tree's code, the block named by its id on that page.
 */
async function checkPagesUsing(db: Executor, shop: ShopRef, sectionId: string, content: StoredContent, stage: ContentStage): Promise<void> {
  for (const user of await documentsUsingSection(db, shop, sectionId)) {
    const own = currentContent(shop, stage === 'draft' ? user.draft ?? user.published : user.published)?.blocks ?? [];
    const ids = referencedSections(own);
    if (!ids.includes(sectionId)) continue;
    const sections = { ...await storedSectionBlocks(db, shop, ids, stage), [sectionId]: content.blocks };
    checkTree(flattenSections(own, sections));
  }
}

/** Which of this shop's documents reference the section, live or in their draft: a JSON path over their page-level blocks. */
const referencing = (content: typeof contentDocuments.published | typeof contentDocuments.draft, sectionId: string) =>
  sql`jsonb_path_exists(${content}, '$.blocks[*] ? (@.type == "section" && @.data.sectionId == $id)', jsonb_build_object('id', ${sectionId}::text))`;

/** The documents (pages and categories) whose live or draft blocks reference a section, locked when asked. */
export async function documentsUsingSection(db: Executor, shop: ShopRef, sectionId: string, lock = false) {
  const query = db.select().from(contentDocuments).where(and(
    eq(contentDocuments.shopId, shop.id),
    or(referencing(contentDocuments.published, sectionId), referencing(contentDocuments.draft, sectionId)),
  )).orderBy(contentDocuments.createdAt);
  return lock ? query.for('update') : query;
}

/** The documents whose live blocks reference the section: the pages a publish of the section changes for shoppers. */
export async function documentsShowingSection(db: Executor, shop: ShopRef, sectionId: string): Promise<DocumentTarget[]> {
  const rows = await db.select({ pageId: contentDocuments.pageId, categoryId: contentDocuments.categoryId }).from(contentDocuments)
    .where(and(eq(contentDocuments.shopId, shop.id), referencing(contentDocuments.published, sectionId)));
  return rows.map((row) => (row.pageId ? { kind: 'page', id: row.pageId } : { kind: 'category', id: row.categoryId! }));
}
