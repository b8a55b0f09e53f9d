import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { DEFAULT_LOCALE_SEGMENT, RENDER_MODES, type RenderMode } from '@/lib/routing/constants';
import type { LinkContext } from '@/lib/routing/links';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS, cachedRead } from '@/lib/server/storefront-cache';

/** The internal route segments every storefront page receives. */
export interface StorefrontParams {
  shop: string;
  mode: string;
  locale: string;
}

export interface Storefront {
  shop: Shop;
  mode: RenderMode;
  locale: string;
  links: LinkContext;
}

/** The shop of a slug through the data cache; null when there is none. */
export function loadShop(slug: string): Promise<Shop | null> {
  return cachedRead(['shop', slug], [TAGS.shop(slug)], () => findShopBySlug(slug));
}

/**
 * Resolves the shop, mode and locale of a request, or answers 404: unknown shop, unknown mode, or a
 * language the shop does not offer (hidden locales only in the editor).
 */
export async function getStorefront(params: Promise<StorefrontParams>): Promise<Storefront> {
  const { shop, mode, locale } = await params;
  return resolveStorefront(shop, mode, locale);
}

// Memoised per render on primitive arguments, so the layout, the page and its metadata share one lookup.
const resolveStorefront = cache(async (slug: string, mode: string, localeSegment: string): Promise<Storefront> => {
  if (!(RENDER_MODES as readonly string[]).includes(mode)) notFound();
  const shop = await loadShop(slug);
  if (!shop) notFound();
  const locale = localeSegment === DEFAULT_LOCALE_SEGMENT ? shop.defaultLocale : localeSegment;
  const offered = shop.locales.some((l) => l.identifier === locale && (l.isVisible || mode === 'editor'));
  if (!offered) notFound();
  setRequestLocale(locale);
  const renderMode = mode as RenderMode;
  const storefront = { shop, mode: renderMode, locale, links: { editor: renderMode === 'editor', locale, defaultLocale: shop.defaultLocale } };
  requestStorefront().current = storefront;
  return storefront;
});

const requestStorefront = cache((): { current?: Storefront } => ({}));

/** The storefront this render resolved, for files that get no params (not-found, error pages). */
export function currentStorefront(): Storefront | undefined {
  return requestStorefront().current;
}
