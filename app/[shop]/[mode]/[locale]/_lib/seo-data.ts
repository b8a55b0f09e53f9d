import { findLocalizedSlugs, type SlugKind } from '@/lib/server/seo/localized-slugs';
import { TAGS } from '@/lib/server/storefront-cache';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

/**
 * The slug of a category, product or info page in every language, for its hreflang alternates:
 * `slugAlternates(storefront, await loadLocalizedSlugs(storefront, 'product', id), routes.product)`.
 */
export function loadLocalizedSlugs(sf: Storefront, kind: SlugKind, id: string): Promise<Record<string, string>> {
  const tag = kind === 'page' ? TAGS.content(sf.shop.slug) : TAGS.catalog(sf.shop.slug);
  return storefrontRead(sf, ['localized-slugs', sf.shop.slug, kind, id], [tag], () => findLocalizedSlugs(sf.shop, kind, id));
}
