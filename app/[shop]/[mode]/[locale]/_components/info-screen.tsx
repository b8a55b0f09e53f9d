import { Breadcrumb } from '@/components/catalog/breadcrumb';
import type { loadInfoPage } from '../_lib/content-data';
import type { Storefront } from '../_lib/storefront';
import { PageScreen } from './info-page-screen';

/** An info page (/i/{slug}): breadcrumb, title and blocks. */
export function InfoScreen({ storefront, data }: { storefront: Storefront; data: NonNullable<Awaited<ReturnType<typeof loadInfoPage>>> }) {
  const { page, blocks, blockData } = data;
  return (
    <>
      <Breadcrumb trail={[{ label: page.title }]} links={storefront.links} />
      <PageScreen storefront={storefront} page={page} blocks={blocks} blockData={blockData} />
    </>
  );
}
