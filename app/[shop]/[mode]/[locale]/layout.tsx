import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PreviewBar } from '@/components/shell/mode-bars';
import { resolveUiLanguage } from '@/lib/i18n/locales';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { NotFoundStatus } from './_components/not-found-status';
import { NotFoundView } from './_components/not-found-view';
import { PlainNotFoundDocument } from './_components/plain-not-found-document';
import { StorefrontDocument } from './_components/storefront-document';
import { notFoundMetadata } from './_lib/not-found-metadata';
import { shopMetadata } from './_lib/shop-metadata';
import { lookupStorefront, type StorefrontParams } from './_lib/storefront';
import '../../../globals.css';

// Shopper pages are cached per shop, mode and locale and revalidated by tag when what they show
// changes; this is only the longest a page may go without a change being seen.
export const revalidate = 86400;

// The pages answer notFoundMetadata() wherever they show the not-found page; an unknown shop has no head of its own.
export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const lookup = await lookupStorefront(params);
  if (lookup.kind === 'unknown-shop') return notFoundMetadata();
  const { shop, mode } = lookup.storefront;
  return {
    ...shopMetadata(shop),
    // Preview renderings must never be indexed in place of the live pages.
    ...(mode === 'live' ? {} : { robots: { index: false, follow: false } }),
  };
}

/**
 * The document of the shoppers' pages, live and in preview (the editor has its own tree, app/[shop]/editor).
 * An unknown shop or language gets the not-found page here, with its 404 status, complete in the server
 * HTML. The page still renders after it: cached pages render nothing then (findStorefront), pages rendered
 * per request throw Next's notFound() (getStorefront), which alone can give a streamed answer its 404.
 */
export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<StorefrontParams> }) {
  const lookup = await lookupStorefront(params);
  if (lookup.kind === 'unknown-shop') return <PlainNotFound language={lookup.language}>{children}</PlainNotFound>;
  const { storefront } = lookup;
  const { shop, mode, links } = storefront;
  // A closed shop shows shoppers no layout, only its closed page: a language it lacks is plainly not found.
  if (lookup.kind === 'unknown-language' && showsClosedPage(shop, mode)) {
    return <PlainNotFound language={resolveUiLanguage(storefront.locale)}>{children}</PlainNotFound>;
  }
  const modeBar = mode === 'preview' ? <PreviewBar shop={shop} /> : null;
  return (
    <StorefrontDocument storefront={storefront} modeBar={modeBar}>
      {lookup.kind === 'unknown-language' && (
        <>
          <NotFoundView links={links} />
          <NotFoundStatus />
        </>
      )}
      {children}
    </StorefrontDocument>
  );
}

function PlainNotFound({ language, children }: { language: string; children: ReactNode }) {
  return (
    <PlainNotFoundDocument language={language}>
      <NotFoundStatus />
      {children}
    </PlainNotFoundDocument>
  );
}
