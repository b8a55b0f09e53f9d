import type { ReactNode } from 'react';
import type { RenderBlock, TypedBlock } from '@/components/blocks/render-block';
import type { RenderMode } from '@/lib/routing/constants';
import type { LinkContext } from '@/lib/routing/links';
import type { BlockType } from '@/lib/schemas/block-types';
import type { BlockData } from '@/lib/server/content/block-data';
import type { Shop } from '@/lib/server/shop/types';

/** What every block view may need beyond its own data. */
export interface BlockContext {
  shop: Shop;
  locale: string;
  mode: RenderMode;
  links: LinkContext;
  data: BlockData;
  /** The text block whose leading heading is the page's h1 (the home page's hero, page-headline.ts). */
  headlineBlockId?: string | null;
}

export interface BlockViewProps<T extends BlockType = BlockType> {
  block: TypedBlock<T>;
  context: BlockContext;
  /** Renders child blocks; layouts use it for their columns. */
  renderBlocks: (blocks: RenderBlock[]) => ReactNode;
}

export type BlockView<T extends BlockType> = (props: BlockViewProps<T>) => ReactNode | Promise<ReactNode>;
