import { memo } from 'react';
import type { RenderBlock } from '@/components/blocks/render-block';
import type { BlockType } from '@/components/blocks/definitions';
import { hiddenOnOf } from '@/lib/schemas/block-visibility';
import { blockViews } from './registry';
import type { BlockContext, BlockView, BlockViewProps } from './types';
import { BrokenBlock, UnknownBlock } from './unknown/view';

/** One known block through its type's view; the registry's mapped type ties the view to the data. */
function TypedBlockView<K extends BlockType>(props: BlockViewProps<K>) {
  const type: K = props.block.type;
  const View: BlockView<K> = blockViews[type];
  return View(props);
}

/**
 * One block in its element. Memoised on the block and the context: on the editor's canvas, a change
 * renders again only the blocks it touched (the editor's tree keeps untouched blocks the same objects).
 */
const BlockItem = memo(function BlockItem({ block, context }: { block: RenderBlock; context: BlockContext }) {
  const renderBlocks = (children: RenderBlock[]) => <BlockList blocks={children} context={context} />;
  const view = !('problem' in block)
    ? <TypedBlockView block={block} context={context} renderBlocks={renderBlocks} />
    : block.problem === 'unknown-type' ? <UnknownBlock type={block.type} />
      : context.mode === 'editor' ? <BrokenBlock type={block.type} /> : null;
  const hiddenOn = 'problem' in block ? [] : hiddenOnOf(block.settings);
  if (context.mode === 'editor') {
    // Focusable, so that an owner can Tab to a block on the canvas and select it with Enter; a group named
    // by its type ("Text block"), so that a screen reader says what the Tab reached.
    const name = context.blockNames && Object.hasOwn(context.blockNames, block.type) ? context.blockNames[block.type] : block.type;
    return (
      <div tabIndex={0} role="group" aria-label={name} data-block-id={block._id} data-hidden-on={hiddenOn.join(' ') || undefined}>{view}</div>
    );
  }
  return hiddenOn.length > 0 ? <div className={hiddenOn.map((width) => `hidden-on-${width}`).join(' ')}>{view}</div> : view;
});

/**
 * Renders a list of blocks through the registry, keyed by their ids: on the server for shoppers, and in
 * the browser on the editor's canvas. A block hidden on some screen widths sits in an element the
 * global CSS hides there (.hidden-on-*). In editor mode each block sits in a focusable group, named by
 * its type in the owner's language (`context.blockNames`), naming its id, by which the canvas selects and outlines it, and the widths it is hidden on, which the canvas
 * hides by its preview width rather than the window's.
 */
export function BlockList({ blocks, context }: { blocks: RenderBlock[]; context: BlockContext }) {
  return <>{blocks.map((block) => <BlockItem key={block._id} block={block} context={context} />)}</>;
}
