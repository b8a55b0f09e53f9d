import type { Metadata } from 'next';
import type { Shop } from '@/lib/server/shop/types';
import { localizedAlternates, sameRouteAlternates, type Alternates } from './alternates';

interface PageContext {
  shop: Pick<Shop, 'locales' | 'defaultLocale'>;
  locale: string;
}

function toMetadata({ canonical, languages }: Alternates): Metadata['alternates'] {
  return { canonical: canonical ?? undefined, languages };
}

/** `alternates` metadata of a page with the same route in every language (home, legal pages). */
export function routeAlternates({ shop, locale }: PageContext, route: string): Metadata['alternates'] {
  return toMetadata(sameRouteAlternates({ locales: shop.locales, defaultLocale: shop.defaultLocale, locale }, route));
}

/**
 * `alternates` metadata of a page with a slug per language. Category and product pages call it with
 * `loadLocalizedSlugs(storefront, 'category' | 'product', id)` and `routes.category` / `routes.product`.
 */
export function slugAlternates(
  { shop, locale }: PageContext, slugs: Readonly<Record<string, string>>, route: (slug: string) => string,
): Metadata['alternates'] {
  return toMetadata(localizedAlternates({ locales: shop.locales, defaultLocale: shop.defaultLocale, locale }, slugs, route));
}

/**
 * The `alternates` of a page search engines are asked not to index (legal pages, sorted and paged
 * views): its canonical alone. hreflang names the language versions of an indexed page; a noindex page
 * that declares them sends search engines to pages they are then told to drop.
 */
export function noindexAlternates(alternates: Metadata['alternates']): Metadata['alternates'] {
  return { canonical: alternates?.canonical };
}
