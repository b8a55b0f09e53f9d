import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PreviewBar } from '@/components/shell/mode-bars';
import { StorefrontDocument } from './_components/storefront-document';
import { shopMetadata } from './_lib/shop-metadata';
import { getStorefront, type StorefrontParams } from './_lib/storefront';
import '../../../globals.css';

// Shopper pages are cached per shop, mode and locale and revalidated by tag when what they show
// changes; this is only the longest a page may go without a change being seen.
export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const { shop, mode } = await getStorefront(params);
  return {
    ...shopMetadata(shop),
    // Preview renderings must never be indexed in place of the live pages.
    ...(mode === 'live' ? {} : { robots: { index: false, follow: false } }),
  };
}

/** The document of the shoppers' pages, live and in preview (the editor has its own tree, app/[shop]/editor). */
export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<StorefrontParams> }) {
  const storefront = await getStorefront(params);
  const modeBar = storefront.mode === 'preview' ? <PreviewBar shop={storefront.shop} /> : null;
  return <StorefrontDocument storefront={storefront} modeBar={modeBar}>{children}</StorefrontDocument>;
}
