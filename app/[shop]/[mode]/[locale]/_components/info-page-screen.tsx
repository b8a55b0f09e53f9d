import { BlockList } from '@/components/blocks/block-list';
import type { BlockData } from '@/lib/server/content/block-data';
import type { Page } from '@/lib/server/content/types';
import type { Storefront } from '../_lib/storefront';

/** An info or legal page: its title and blocks. */
export function PageScreen({ storefront, page, blockData }: { storefront: Storefront; page: Page; blockData: BlockData }) {
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <BlockList blocks={page.content.blocks} context={{ ...storefront, data: blockData }} />
    </article>
  );
}
