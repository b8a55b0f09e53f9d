import type { RenderBlock } from '@/components/blocks/render-block';
import type { BlockType } from '@/lib/schemas/block-types';
import { hiddenOnOf } from '@/lib/schemas/block-visibility';
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
 * Renders a list of blocks through the registry, keyed by their ids. A block hidden on some screen
 * widths sits in an element the global CSS hides there (.hidden-on-*). In editor mode each block sits
 * in a focusable element naming its id, by which the canvas selects and outlines it, and the widths it is hidden
 * on, which the canvas hides by its preview width rather than the window's.
 */
export function BlockList({ blocks, context }: { blocks: RenderBlock[]; context: BlockContext }) {
  const renderBlocks = (children: RenderBlock[]) => <BlockList blocks={children} context={context} />;
  return (
    <>
      {blocks.map((block) => {
        const view = 'unknownType' in block
          ? <UnknownBlock key={block._id} type={block.type} />
          : <TypedBlockView key={block._id} block={block} context={context} renderBlocks={renderBlocks} />;
        const hiddenOn = 'unknownType' in block ? [] : hiddenOnOf(block.settings);
        if (context.mode === 'editor') {
          // Focusable, so that an owner can Tab to a block on the canvas and select it with Enter.
          return <div key={block._id} tabIndex={0} data-block-id={block._id} data-hidden-on={hiddenOn.join(' ') || undefined}>{view}</div>;
        }
        return hiddenOn.length > 0 ? <div key={block._id} className={hiddenOn.map((width) => `hidden-on-${width}`).join(' ')}>{view}</div> : view;
      })}
    </>
  );
}
