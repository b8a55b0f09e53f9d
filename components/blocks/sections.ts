import type { Block } from '@/lib/schemas/page-content';
import { copyBlock, walkBlocks } from './block-tree';

/** The type of the block that places a reusable section on a page (components/blocks/section). */
export const SECTION_BLOCK_TYPE = 'section';

/**
 * Joins a reference's id and a section block's id into the id the block has on the page that shows it:
 * unique on the page even when one section is placed twice, and never a stored id (`~` is not allowed in
 * one), so that nothing of the expansion can be saved back into the page.
 */
export const expandedId = (referenceId: string, blockId: string): string => `${referenceId}~${blockId}`;

/** The section a block references, or null when it is no reference (or names none yet). */
export function sectionIdOf(block: Pick<Block, 'type' | 'data'>): string | null {
  if (block.type !== SECTION_BLOCK_TYPE) return null;
  const id = block.data?.sectionId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Every section a tree references, each once, in the order they appear. */
export function referencedSections(blocks: readonly Block[]): string[] {
  const ids = new Set<string>();
  for (const { block } of walkBlocks(blocks)) {
    const id = sectionIdOf(block);
    if (id) ids.add(id);
  }
  return [...ids];
}

/** A section's blocks as they sit on a page under a reference: every id, in its layouts too, joined to the reference's. */
function underReference<B extends Block>(referenceId: string, blocks: readonly B[]): B[] {
  return blocks.map((block) => ({
    ...block,
    _id: expandedId(referenceId, block._id),
    ...(block.columns ? { columns: block.columns.map((column) => underReference(referenceId, column)) } : {}),
  }));
}

/** The sections' blocks by id, as a reader loaded them; a missing one was deleted or never existed. */
export type SectionBlocks<B extends Block = Block> = Readonly<Record<string, readonly B[] | undefined>>;

/**
 * A page's blocks with each reference holding its section's blocks as its one column, for rendering:
 * the reference stays (the editor selects it, Detach replaces it), its section's blocks render inside it
 * under ids of their own on this page (`expandedId`). A reference to a missing section holds nothing.
 */
export function expandSections<B extends Block>(blocks: readonly B[], sections: SectionBlocks<B>): B[] {
  return blocks.map((block) => {
    const id = sectionIdOf(block);
    if (block.type === SECTION_BLOCK_TYPE) return { ...block, columns: [underReference(block._id, (id && sections[id]) || [])] };
    return block.columns ? { ...block, columns: block.columns.map((column) => expandSections(column, sections)) } : block;
  });
}

/**
 * The page as shoppers get it, each reference replaced by its section's blocks: the tree the page's
 * limits (block count, depth, once per page) are checked on, since they hold for what the page shows.
 */
export function flattenSections<B extends Block>(blocks: readonly B[], sections: SectionBlocks<B>): B[] {
  return blocks.flatMap((block) => {
    const id = sectionIdOf(block);
    if (id !== null) return underReference(block._id, sections[id] ?? []);
    return [block.columns ? { ...block, columns: block.columns.map((column) => flattenSections(column, sections)) } : block];
  });
}

/** The page's own block a rendered block belongs to: the reference, for a block of a section placed there; the block itself otherwise. */
export const placedBlockId = (id: string): string => id.split('~')[0]!;

/** Why a section's own blocks are refused: a reference to itself (a cycle), or to another section (sections do not nest). */
export type SectionNesting = 'section-cycle' | 'nested-section';

/**
 * What is wrong with the references in a section's own blocks: sections hold no references, so that no
 * chain of them can come back to where it started; a reference to the section itself is named as such.
 */
export function sectionNestingProblem(sectionId: string, blocks: readonly Block[]): { reason: SectionNesting; blockId: string } | null {
  let nested: { reason: SectionNesting; blockId: string } | null = null;
  for (const { block } of walkBlocks(blocks)) {
    if (block.type !== SECTION_BLOCK_TYPE) continue;
    if (sectionIdOf(block) === sectionId) return { reason: 'section-cycle', blockId: block._id };
    nested ??= { reason: 'nested-section', blockId: block._id };
  }
  return nested;
}

/**
 * A section's blocks as independent copies for a page (Detach, and a section deleted while pages use it):
 * every block, in its layouts too, with a new id; `ids` pairs each original id with its copy's.
 */
export function detachedCopies(blocks: readonly Block[], newId: () => string): { blocks: Block[]; ids: Map<string, string> } {
  const ids = new Map<string, string>();
  const copies = blocks.map((block) => copyBlock(block, newId));
  const originals = [...walkBlocks(blocks)];
  [...walkBlocks(copies)].forEach(({ block }, index) => ids.set(originals[index]!.block._id, block._id));
  return { blocks: copies, ids };
}

/**
 * A page's blocks with every reference to `sectionId` replaced by independent copies of `sectionBlocks`
 * (new ids, every language's texts kept): what a page keeps of a section that is deleted.
 */
export function detachReferences<B extends Block>(blocks: readonly B[], sectionId: string, sectionBlocks: readonly B[], newId: () => string): B[] {
  return blocks.flatMap((block) => (sectionIdOf(block) === sectionId ? detachedCopies(sectionBlocks, newId).blocks as B[] : [block]));
}
