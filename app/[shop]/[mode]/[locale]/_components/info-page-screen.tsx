import type { ComponentType, ReactNode } from 'react';
import { PageBlocks } from '@/components/blocks/page-blocks';
import type { RenderBlock } from '@/components/blocks/render-block';
import type { PageBlocksProps } from '@/components/blocks/types';
import type { BlockData } from '@/lib/server/content/block-data';
import type { Page } from '@/lib/server/content/types';
import { pageHeading } from '../_lib/home-heading';
import type { Storefront } from '../_lib/storefront';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

interface Props {
  storefront: Storefront;
  page: Page;
  blocks: RenderBlock[];
  blockData: BlockData;
  /** The home page's info page: headed as the home page (pageHeading). */
  isHome?: boolean;
  /** Shown after the blocks, such as the cookie settings of the cookie policy. */
  children?: ReactNode;
  /** What renders the blocks: the shoppers' server rendering by default, the editor's live canvas in the editor. */
  blocksView?: ComponentType<PageBlocksProps>;
}

/** An info or legal page: its title and blocks. */
export function PageScreen({ storefront, page, blocks, blockData, isHome = false, children, blocksView: Blocks = PageBlocks }: Props) {
  // The breadcrumb is InfoScreen's, which the home page does not use.
  const heading = pageHeading(isHome, blocks);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.blocks}>
      <article className="content-page">
        {heading.title && <h1>{page.title}</h1>}
        <Blocks blocks={blocks} context={{ ...storefront, data: blockData, headlineBlockId: heading.headlineBlockId }} isHome={isHome} />
        {children}
      </article>
    </PageMessages>
  );
}
