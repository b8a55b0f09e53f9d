import type { ComponentType } from 'react';
import type { PageBlocksProps } from '@/components/blocks/types';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import type { loadInfoPage } from '../_lib/content-data';
import type { Storefront } from '../_lib/storefront';
import { PageScreen } from './info-page-screen';

/** An info page (/i/{slug}): breadcrumb, title and blocks. */
export function InfoScreen({ storefront, data, blocksView }: {
  storefront: Storefront;
  data: NonNullable<Awaited<ReturnType<typeof loadInfoPage>>>;
  /** The editor's live canvas in place of the shoppers' rendering (PageScreen). */
  blocksView?: ComponentType<PageBlocksProps>;
}) {
  const { page, blocks, blockData } = data;
  return (
    <>
      <Breadcrumb trail={[{ label: page.title }]} links={storefront.links} />
      <PageScreen storefront={storefront} page={page} blocks={blocks} blockData={blockData} blocksView={blocksView} />
    </>
  );
}
