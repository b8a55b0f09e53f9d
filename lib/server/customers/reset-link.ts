import { hrefFor, routes } from '@/lib/routing';

/**
 * The reset link of an email: built from the shop's configured base URL, never from a request's Host
 * header (which an attacker could set to their own site); `shop` only when it is not the default shop,
 * and a language prefix for a non-default locale.
 */
export function resetPasswordLink(
  shop: { baseUrl: string; slug: string; defaultLocale: string }, token: string, locale: string, defaultShop: string,
): string {
  const base = shop.baseUrl.replace(/\/+$/, '');
  const path = hrefFor(routes.resetPassword(), { editor: false, locale, defaultLocale: shop.defaultLocale });
  const query = new URLSearchParams({ tkn: token });
  if (shop.slug !== defaultShop) query.set('shop', shop.slug);
  return `${base}${path}?${query.toString()}`;
}
