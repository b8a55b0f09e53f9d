'use client';

import { useDeferredValue, useMemo, useState } from 'react';
import { BlockList } from '@/components/blocks/block-list';
import { openingHeadlineId } from '@/components/blocks/page-headline';
import { toRenderBlocks, type RenderedBlocks } from '@/components/blocks/render-blocks';
import { expandSections, type SectionBlocks } from '@/components/blocks/sections';
import type { BlockContext } from '@/components/blocks/types';
import type { LocaleBlock } from '@/lib/content/locale-texts';
import { useBlockNames } from './canvas-block-names';
import { withLocalImages } from './canvas-images';
import { useEditor } from './editor-store-context';
import type { EditorState } from './state/store';
import { useCanvasBlockData, type LoadBlockData } from './use-canvas-block-data';

/** The sections' blocks by id, as the expansion takes them. */
const sectionBlocksOf = (sections: EditorState['sections']): SectionBlocks =>
  Object.fromEntries(Object.values(sections).map((section) => [section.id, section.blocks]));

/** The page's order: its page-level blocks' ids; by blocks array, as the store keeps it. */
const orders = new WeakMap<readonly LocaleBlock[], string>();
function orderOf(blocks: readonly LocaleBlock[]): string {
  let order = orders.get(blocks);
  if (order === undefined) {
    order = blocks.map((block) => block._id).join(',');
    orders.set(blocks, order);
  }
  return order;
}

interface Props {
  /** The page's context as the server renders it (shop, locale, links, the draft's block data), as plain data. */
  context: BlockContext;
  /** The home page: its opening hero's heading is the page's h1 while it is one (page-headline.ts). */
  isHome: boolean;
  loadBlockData: LoadBlockData;
}

/**
 * The page's blocks on the canvas, rendered in the browser from the editor's store through the same
 * block list and views as the shoppers' server rendering: every change (a field typed in, a toggle, a
 * move, an insert, a removal, Undo) shows at once, without waiting for the draft's save. The screen
 * around the blocks (title, breadcrumb, a category's products) stays the server's, refreshed after a save.
 */
export function CanvasBlocks({ context, isHome, loadBlockData }: Props) {
  // A move, an insert or a removal among the page's blocks is rendered after what the owner touched (the
  // outline, the toolbar) has painted: it lays out the page below it, which would lengthen the interaction
  // (the bench's INP of a keyboard move on 200 blocks went from 72 to 104-112 ms), and a newer change
  // interrupts it. Any other change (a field, a layout's columns) renders the one block it touched and
  // shows in the same frame.
  const current = useEditor((state) => state.blocks);
  const deferred = useDeferredValue(current);
  const blocks = orderOf(deferred) === orderOf(current) ? current : deferred;
  const [known] = useState<RenderedBlocks>(() => new WeakMap());
  const localImages = useEditor((state) => state.localImages);
  const sections = useEditor((state) => state.sections);
  // Each section reference shows its section's draft, as the server's editor rendering does.
  const expanded = useMemo(() => expandSections(blocks, sectionBlocksOf(sections)), [blocks, sections]);
  const renderBlocks = useMemo(() => withLocalImages(toRenderBlocks(expanded, known), localImages), [expanded, known, localImages]);
  const data = useCanvasBlockData(renderBlocks, context.data, loadBlockData);
  const headlineBlockId = isHome ? openingHeadlineId(renderBlocks) : null;
  const blockNames = useBlockNames();
  const live = useMemo(() => ({ ...context, data, headlineBlockId, blockNames }), [context, data, headlineBlockId, blockNames]);
  return <BlockList blocks={renderBlocks} context={live} />;
}
