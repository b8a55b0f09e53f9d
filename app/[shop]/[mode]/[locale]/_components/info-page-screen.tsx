import type { ReactNode } from 'react';
import { BlockList } from '@/components/blocks/block-list';
import type { RenderBlock } from '@/components/blocks/render-block';
import type { BlockData } from '@/lib/server/content/block-data';
import type { Page } from '@/lib/server/content/types';
import type { Storefront } from '../_lib/storefront';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

interface Props {
  storefront: Storefront;
  page: Page;
  blocks: RenderBlock[];
  blockData: BlockData;
  /** Shown after the blocks, such as the cookie settings of the cookie policy. */
  children?: ReactNode;
}

/** An info or legal page: its title and blocks. */
export function PageScreen({ storefront, page, blocks, blockData, children }: Props) {
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.blocks}>
      <article className="content-page">
        <h1>{page.title}</h1>
        <BlockList blocks={blocks} context={{ ...storefront, data: blockData }} />
        {children}
      </article>
    </PageMessages>
  );
}
