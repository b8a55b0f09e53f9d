import { formatPublicPath } from '@/lib/routing/parse-path';

/** What the alternates of a page depend on: the shop's languages and the page's route in each. */
export interface AlternatesInput {
  locales: readonly { identifier: string; isVisible: boolean }[];
  defaultLocale: string;
  /** The language of the page being rendered; its URL is the canonical one. */
  locale: string;
  /** The route (without prefixes) of this page in a language, or null when it has no version there. */
  routeIn: (locale: string) => string | null;
}

/** Canonical URL and hreflang alternates, as Next's `Metadata['alternates']` takes them. */
export interface Alternates {
  canonical: string | null;
  languages: Record<string, string>;
}

/** The public path of a route in a language: the default language carries no prefix, shoppers never /editor. */
export function publicPathIn(locale: string, defaultLocale: string, route: string): string {
  return formatPublicPath({ editor: false, language: locale === defaultLocale ? null : locale, route });
}

/**
 * The canonical path and one alternate per visible language plus `x-default` (the default language's
 * version) for a page (spec section 2, Shell). Paths are relative; the layout's metadataBase makes them absolute.
 */
export function buildAlternates({ locales, defaultLocale, locale, routeIn }: AlternatesInput): Alternates {
  const languages: Record<string, string> = {};
  for (const { identifier, isVisible } of locales) {
    const route = isVisible ? routeIn(identifier) : null;
    if (route !== null) languages[identifier] = publicPathIn(identifier, defaultLocale, route);
  }
  const fallback = languages[defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  const own = routeIn(locale);
  return { canonical: own === null ? null : publicPathIn(locale, defaultLocale, own), languages };
}

/** Alternates of a page whose route is the same in every language (home, legal pages, cart). */
export function sameRouteAlternates(input: Omit<AlternatesInput, 'routeIn'>, route: string): Alternates {
  return buildAlternates({ ...input, routeIn: () => route });
}

/**
 * Alternates of a page with a slug per language (category, product, info page): `slugs` maps a
 * language to the page's slug there, `route` builds the route from a slug (e.g. `routes.product`).
 */
export function localizedAlternates(
  input: Omit<AlternatesInput, 'routeIn'>, slugs: Readonly<Record<string, string>>, route: (slug: string) => string,
): Alternates {
  return buildAlternates({ ...input, routeIn: (locale) => (slugs[locale] ? route(slugs[locale]) : null) });
}
