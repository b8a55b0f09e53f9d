import { notFound } from 'next/navigation';
import { cache } from 'react';
import { findPageOwner } from '@/lib/http/page-owner';
import type { OwnerSession } from '@/lib/server/auth/owner-sessions';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { enterStorefront, localeOfSegment, type Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';

/** The internal route segments every editor page receives. */
export interface EditorParams {
  shop: string;
  locale: string;
}

/** An editor request: signed in, with the storefront to render in editor mode, or not, with nothing of the shop's content. */
export type EditorRequest =
  | { shop: Shop; owner: OwnerSession; storefront: Storefront }
  | { shop: Shop; owner: null; storefront: null };

/**
 * Resolves an editor request: the shop (404 when unknown), its owner's session from the cookie, and,
 * only for a signed-in owner, the shop with its waiting site changes (`withSiteDrafts`) and the locale
 * (hidden ones included; 404 for one the shop lacks). Read fresh, never from the shoppers' cache; memoised per render so the layout, the page and its metadata
 * share one session lookup.
 */
export const resolveEditorRequest = cache(async (shopSlug: string, localeSegment: string): Promise<EditorRequest> => {
  const shop = await findShopBySlug(shopSlug);
  if (!shop) notFound();
  const owner = await findPageOwner(shop);
  if (!owner) return { shop, owner: null, storefront: null };
  // The editor shows the site as it will be: with the site changes waiting for "Publish site changes".
  const shown = await withSiteDrafts(shop);
  const locale = localeOfSegment(shown, localeSegment);
  if (!shown.locales.some((l) => l.identifier === locale)) notFound();
  return { shop: shown, owner, storefront: enterStorefront(shown, 'editor', locale) };
});

/** The editor request of a page's params. */
export async function getEditorRequest(params: Promise<EditorParams>): Promise<EditorRequest> {
  const { shop, locale } = await params;
  return resolveEditorRequest(shop, locale);
}
