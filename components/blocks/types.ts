import type { ReactNode } from 'react';
import type { RenderBlock, TypedBlock } from '@/components/blocks/render-block';
import type { RenderMode } from '@/lib/routing/constants';
import type { LinkContext } from '@/lib/routing/links';
import type { BlockType } from '@/components/blocks/definitions';
import type { BlockData } from '@/lib/server/content/block-data';
import type { Shop } from '@/lib/server/shop/types';

/**
 * What every block view may need beyond its own data. Plain data only: the editor hands it from the
 * server to its canvas, which renders the same views in the browser.
 */
export interface BlockContext {
  /** Views need only the shop's slug (a category listing's API calls); the editor sends no more. */
  shop: Pick<Shop, 'slug'>;
  locale: string;
  mode: RenderMode;
  links: LinkContext;
  data: BlockData;
  /** The text block whose leading heading is the page's h1 (the home page's hero, page-headline.ts). */
  headlineBlockId?: string | null;
  /** The image block loaded at once and first, as the page's likely largest paint (lead-image.ts). */
  leadImageBlockId?: string | null;
  /** On the editor's canvas, each block's name for assistive technology by type, in the owner's language ("Text block"). */
  blockNames?: Readonly<Record<string, string>>;
}

export interface BlockViewProps<T extends BlockType = BlockType> {
  block: TypedBlock<T>;
  context: BlockContext;
  /** Renders child blocks; layouts use it for their columns. */
  renderBlocks: (blocks: RenderBlock[]) => ReactNode;
}

/**
 * A view: a plain, non-async component without server-only imports, so that the same module renders as
 * a server component for shoppers and in the browser on the editor's canvas (its texts: useTranslations).
 */
export type BlockView<T extends BlockType> = (props: BlockViewProps<T>) => ReactNode;

/** What a screen hands the part that renders its blocks (page-blocks.tsx for shoppers, the editor's canvas). */
export interface PageBlocksProps {
  blocks: RenderBlock[];
  context: BlockContext;
  /** The home page, whose opening hero may be its h1 (page-headline.ts). */
  isHome: boolean;
}
