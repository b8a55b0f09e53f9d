import type { BlockViewProps } from '../types';

/**
 * A section's blocks in the place of its reference (the loader expanded them into the reference's one
 * column, components/blocks/sections.ts). Shoppers get the blocks alone, with no element of the
 * reference's. On the editor's canvas they are one block: inert, so that a click, the hover outline and
 * the Tab key reach the reference (which the owner selects, edits through or detaches), never a block of
 * the section, which is edited in the section itself.
 */
export function SectionBlock({ block, context, renderBlocks }: BlockViewProps<'section'>) {
  const blocks = block.columns?.[0] ?? [];
  if (context.mode !== 'editor') return <>{renderBlocks(blocks)}</>;
  return <div inert data-section={block.data.sectionId} style={{ minHeight: blocks.length === 0 ? '2rem' : undefined }}>{renderBlocks(blocks)}</div>;
}
