import type { ReactNode } from 'react';
import type { RenderMode } from '@/lib/routing/constants';
import type { LinkContext } from '@/lib/routing/links';
import type { Block } from '@/lib/schemas/page-content';
import type { BlockData } from '@/lib/server/content/block-data';
import type { Shop } from '@/lib/server/shop/types';

/** What every block view may need beyond its own data. */
export interface BlockContext {
  shop: Shop;
  locale: string;
  mode: RenderMode;
  links: LinkContext;
  data: BlockData;
}

export interface BlockViewProps {
  block: Block;
  context: BlockContext;
  /** Renders child blocks; layouts use it for their columns. */
  renderBlocks: (blocks: Block[]) => ReactNode;
}

export type BlockView = (props: BlockViewProps) => ReactNode | Promise<ReactNode>;
