import type { LocaleBlock } from '@/lib/content/locale-texts';
import { blockDefinitions, isBlockType, isLayoutType } from './definitions';
import type { RenderBlock, TypedBlock } from './render-block';
import { SECTION_BLOCK_TYPE } from './sections';

/**
 * Content of one locale turned into blocks the views render without checking anything again: each
 * known block's data parsed by its type's schema (defaults filled in), unknown types marked as such.
 * Writes are validated, so a block that still does not fit (written by an older build) is marked as
 * such rather than breaking the page (`problem`: block-list.tsx shows it to the owner only).
 */
export function toRenderBlocks(blocks: LocaleBlock[], known?: RenderedBlocks): RenderBlock[] {
  return blocks.flatMap((block): RenderBlock[] => {
    const done = known?.get(block);
    if (done) return done;
    const rendered = toRenderBlock(block, known);
    known?.set(block, rendered);
    return rendered;
  });
}

/**
 * What blocks were turned into, by block object: the editor's canvas turns its blocks again after every
 * change, and its tree keeps untouched blocks the same objects, so they keep their render blocks too
 * (and the canvas renders again only what changed, block-list.tsx).
 */
export type RenderedBlocks = WeakMap<LocaleBlock, RenderBlock[]>;

/** One block as its render block, marked when it cannot be rendered. */
function toRenderBlock(block: LocaleBlock, known: RenderedBlocks | undefined): RenderBlock[] {
  if (!isBlockType(block.type)) return [{ _id: block._id, type: block.type, problem: 'unknown-type' }];
  const parsed = blockDefinitions[block.type].schema.safeParse(block.data);
  if (!parsed.success) return [{ _id: block._id, type: block.type, problem: 'invalid-data' }];
  const typed = {
    _id: block._id,
    type: block.type,
    data: parsed.data,
    ...(block.settings ? { settings: block.settings } : {}),
    // A section reference holds its section's blocks once the loader expanded them (components/blocks/sections.ts).
    ...(isLayoutType(block.type) || (block.type === SECTION_BLOCK_TYPE && block.columns)
      ? { columns: (block.columns ?? []).map((column) => toRenderBlocks(column, known)) } : {}),
  } as TypedBlock;
  return [typed];
}

/** Every block of a tree, layouts before their children. */
export function* walkBlocks(blocks: RenderBlock[]): Generator<RenderBlock> {
  for (const block of blocks) {
    yield block;
    for (const column of 'problem' in block ? [] : block.columns ?? []) yield* walkBlocks(column);
  }
}
