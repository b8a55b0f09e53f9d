import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { resolveUiLanguage, type UiLanguage } from '@/lib/i18n/locales';
import { DEFAULT_LOCALE_SEGMENT, SHOPPER_MODES, type RenderMode } from '@/lib/routing/constants';
import { storefrontLinks, type LinkContext } from '@/lib/routing/links';
import { parseModeSegment } from '@/lib/routing/market-segment';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { findShopBySlug, isVisibleLocale } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS } from '@/lib/server/cache-tags';
import { cachedRead } from '@/lib/server/storefront-cache';

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
  /** The market whose prices the page shows (the mode segment's, `live.ch`); null or absent: the primary market. */
  market?: string | null;
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
 * What the internal segments of a shopper's request name: a storefront; a shop that does not show that
 * language (its pages are not found, in the shop's default language); or no shop (unknown shop or mode),
 * with the language of the address for the plain not-found page. Editor mode has its own tree.
 */
export type StorefrontLookup =
  | { kind: 'storefront'; storefront: Storefront }
  | { kind: 'unknown-language'; storefront: Storefront }
  | { kind: 'unknown-shop'; language: UiLanguage };

export async function lookupStorefront(params: Promise<StorefrontParams>): Promise<StorefrontLookup> {
  const { shop, mode, locale } = await params;
  return resolveLookup(shop, mode, locale);
}

// Memoised per render on primitive arguments, so the layout, the page and its metadata share one lookup.
const resolveLookup = cache(async (slug: string, segment: string, localeSegment: string): Promise<StorefrontLookup> => {
  const { mode, market } = parseModeSegment(segment);
  const shop = (SHOPPER_MODES as readonly string[]).includes(mode) ? await loadShop(slug) : null;
  if (!shop) {
    const language = resolveUiLanguage(localeSegment === DEFAULT_LOCALE_SEGMENT ? null : localeSegment);
    setRequestLocale(language);
    return { kind: 'unknown-shop', language };
  }
  const locale = localeOfSegment(shop, localeSegment);
  // Preview shows what shoppers will see once the shop opens: hidden locales stay hidden there too.
  if (!isVisibleLocale(shop, locale)) return { kind: 'unknown-language', storefront: enterStorefront(shop, mode as RenderMode, shop.defaultLocale, market) };
  return { kind: 'storefront', storefront: enterStorefront(shop, mode as RenderMode, locale, market) };
});

/**
 * The storefront of a cached page, or null when there is none: the layout then shows the not-found page
 * (with the 404 status) in the page's place, and the page renders nothing.
 */
export async function findStorefront(params: Promise<StorefrontParams>): Promise<Storefront | null> {
  const lookup = await lookupStorefront(params);
  return lookup.kind === 'storefront' ? lookup.storefront : null;
}

/**
 * The storefront of a page rendered per request (cart, checkout, search, ...), or Next's 404. A streamed
 * answer cannot take a 404 status from inside the page once it has started, as cached pages do
 * (NotFoundStatus), so these throw where Next still can: before anything is sent.
 */
export async function getStorefront(params: Promise<StorefrontParams>): Promise<Storefront> {
  return (await findStorefront(params)) ?? notFound();
}

const ROUTING = routingConfigFromEnv(process.env);

const requestStorefront = cache((): { current?: Storefront } => ({}));

/** Makes a resolved shop, mode and locale the storefront of this render (its language, its not-found page). */
export function enterStorefront(shop: Shop, mode: RenderMode, locale: string, market: string | null = null): Storefront {
  setRequestLocale(locale);
  const storefront = { shop, mode, locale, links: storefrontLinks(shop, mode, locale, ROUTING), market };
  requestStorefront().current = storefront;
  return storefront;
}

/** The storefront this render resolved, for files that get no params (not-found, error pages). */
export function currentStorefront(): Storefront | undefined {
  return requestStorefront().current;
}
