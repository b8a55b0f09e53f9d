import type { ComponentType } from 'react';
import type { PageBlocksProps } from '@/components/blocks/types';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CookieSettings } from '@/components/shell/cookie-settings';
import type { loadLegalPage } from '../_lib/content-data';
import type { Storefront } from '../_lib/storefront';
import { PageScreen } from './info-page-screen';

/** A legal page (/l/{slug}): breadcrumb, title, blocks, and the cookie settings on the cookie policy. */
export function LegalScreen({ storefront, data, blocksView }: {
  storefront: Storefront;
  data: NonNullable<Awaited<ReturnType<typeof loadLegalPage>>>;
  /** The editor's live canvas in place of the shoppers' rendering (PageScreen). */
  blocksView?: ComponentType<PageBlocksProps>;
}) {
  const { page, blocks, blockData } = data;
  // The cookie policy shows the cookie settings when the shop's cookie notice is active (spec section 2).
  const cookieSettings = page.slug === 'cookiepolicy' && storefront.shop.userSettings.cookieNotice?.active;
  return (
    <>
      <Breadcrumb trail={[{ label: page.title }]} links={storefront.links} />
      <PageScreen storefront={storefront} page={page} blocks={blocks} blockData={blockData} blocksView={blocksView}>
        {cookieSettings && <CookieSettings />}
      </PageScreen>
    </>
  );
}
