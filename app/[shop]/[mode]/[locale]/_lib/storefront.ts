import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { DEFAULT_LOCALE_SEGMENT, SHOPPER_MODES, type RenderMode } from '@/lib/routing/constants';
import { storefrontLinks, type LinkContext } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { findShopBySlug, isVisibleLocale } from '@/lib/server/shop/get-shop';
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

/** The locale a locale segment names: the shop's default for the segment of unprefixed addresses. */
export function localeOfSegment(shop: Shop, segment: string): string {
  return segment === DEFAULT_LOCALE_SEGMENT ? shop.defaultLocale : segment;
}

/**
 * Resolves the shop, mode and locale of a shopper's request (live or preview), or answers 404: unknown
 * shop, unknown mode, or a language the shop does not show. Editor mode has its own tree (app/[shop]/editor).
 */
export async function getStorefront(params: Promise<StorefrontParams>): Promise<Storefront> {
  const { shop, mode, locale } = await params;
  return resolveStorefront(shop, mode, locale);
}

// Memoised per render on primitive arguments, so the layout, the page and its metadata share one lookup.
const resolveStorefront = cache(async (slug: string, mode: string, localeSegment: string): Promise<Storefront> => {
  if (!(SHOPPER_MODES as readonly string[]).includes(mode)) notFound();
  const shop = await loadShop(slug);
  if (!shop) notFound();
  const locale = localeOfSegment(shop, localeSegment);
  // Preview shows what shoppers will see once the shop opens: hidden locales stay hidden there too.
  if (!isVisibleLocale(shop, locale)) notFound();
  return enterStorefront(shop, mode as RenderMode, locale);
});

const ROUTING = routingConfigFromEnv(process.env);

const requestStorefront = cache((): { current?: Storefront } => ({}));

/** Makes a resolved shop, mode and locale the storefront of this render (its language, its not-found page). */
export function enterStorefront(shop: Shop, mode: RenderMode, locale: string): Storefront {
  setRequestLocale(locale);
  const storefront = { shop, mode, locale, links: storefrontLinks(shop, mode, locale, ROUTING) };
  requestStorefront().current = storefront;
  return storefront;
}

/** The storefront this render resolved, for files that get no params (not-found, error pages). */
export function currentStorefront(): Storefront | undefined {
  return requestStorefront().current;
}
