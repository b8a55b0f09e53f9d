import { BLOCK_TYPES } from '@/lib/schemas/block-types';
import type { Block } from '@/lib/schemas/page-content';
import { blockViews } from './registry';
import type { BlockContext } from './types';
import { UnknownBlock } from './unknown/view';

function isKnownType(type: string): type is keyof typeof blockViews {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}

/** Renders a list of blocks through the registry, keyed by their ids. */
export function BlockList({ blocks, context }: { blocks: Block[]; context: BlockContext }) {
  const renderBlocks = (children: Block[]) => <BlockList blocks={children} context={context} />;
  return (
    <>
      {blocks.map((block) => {
        const View = isKnownType(block.type) ? blockViews[block.type] : UnknownBlock;
        return <View key={block._id} block={block} context={context} renderBlocks={renderBlocks} />;
      })}
    </>
  );
}
