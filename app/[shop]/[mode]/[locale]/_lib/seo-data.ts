import { findLocalizedSlugs, type SlugKind } from '@/lib/server/seo/localized-slugs';
import { TAGS } from '@/lib/server/cache-tags';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

/**
 * The slug of a category, product or info page in every language, for its hreflang alternates:
 * `slugAlternates(storefront, await loadLocalizedSlugs(storefront, 'product', id), routes.product)`.
 */
export function loadLocalizedSlugs(sf: Storefront, kind: SlugKind, id: string): Promise<Record<string, string>> {
  const { slug } = sf.shop;
  const tags = kind === 'page' ? [TAGS.content(slug)]
    : [TAGS.catalog(slug), kind === 'category' ? TAGS.category(slug, id) : TAGS.product(slug, id)];
  return storefrontRead(sf, ['localized-slugs', slug, kind, id], tags, () => findLocalizedSlugs(sf.shop, kind, id));
}
