import { formatPublicPath } from './parse-path';
import { pickCarriedQuery } from './carried-query';

/** What a link needs to know about the page it is rendered on. */
export interface LinkContext {
  editor: boolean;
  locale: string;
  defaultLocale: string;
}

/** The public href of a route for the current mode and language; the default language carries no prefix. */
export function hrefFor(route: string, context: LinkContext): string {
  const language = context.locale === context.defaultLocale ? null : context.locale;
  return formatPublicPath({ editor: context.editor, language, route });
}

/** Routes of the spec's table, built from their parameters. */
export const routes = {
  home: () => '/',
  category: (slugOrId: string) => `/c/${encodeURIComponent(slugOrId)}`,
  product: (slugOrId: string) => `/p/${encodeURIComponent(slugOrId)}`,
  page: (slug: string) => `/i/${encodeURIComponent(slug)}`,
  legal: (slug: string) => `/l/${encodeURIComponent(slug)}`,
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  order: (orderId?: string) => (orderId ? `/o/${encodeURIComponent(orderId)}` : '/o'),
  search: () => '/search',
  checkout: (step: string) => `/checkout/${step}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  themeManager: () => '/thememanager',
} as const;

/**
 * An internal href with the carried query parameters of the current address added (spec section 2:
 * preview, shop, token, ... travel across links); parameters the href sets itself win.
 */
export function withCarriedQuery(href: string, currentSearch: string): string {
  const url = new URL(href, 'http://link.invalid');
  const carried = pickCarriedQuery(new URLSearchParams(currentSearch));
  for (const [name, value] of carried) if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
