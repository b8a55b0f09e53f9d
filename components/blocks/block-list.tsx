import type { RenderBlock } from '@/components/blocks/render-block';
import type { BlockType } from '@/lib/schemas/block-types';
import { blockViews } from './registry';
import type { BlockContext, BlockView, BlockViewProps } from './types';
import { UnknownBlock } from './unknown/view';

/** One known block through its type's view; the registry's mapped type ties the view to the data. */
function TypedBlockView<K extends BlockType>(props: BlockViewProps<K>) {
  const type: K = props.block.type;
  const View: BlockView<K> = blockViews[type];
  return View(props);
}

/**
 * Renders a list of blocks through the registry, keyed by their ids. In editor mode each block sits
 * in an element naming its id, by which the editor's canvas selects and outlines it.
 */
export function BlockList({ blocks, context }: { blocks: RenderBlock[]; context: BlockContext }) {
  const renderBlocks = (children: RenderBlock[]) => <BlockList blocks={children} context={context} />;
  return (
    <>
      {blocks.map((block) => {
        const view = 'unknownType' in block
          ? <UnknownBlock key={block._id} type={block.type} />
          : <TypedBlockView key={block._id} block={block} context={context} renderBlocks={renderBlocks} />;
        return context.mode === 'editor' ? <div key={block._id} data-block-id={block._id}>{view}</div> : view;
      })}
    </>
  );
}
