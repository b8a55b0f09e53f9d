import { hrefFor, routes } from '@/lib/routing';
import { SIGN_IN_PATH } from '@/lib/contract/limits';

type MailLinkShop = { baseUrl: string; slug: string; defaultLocale: string };

/**
 * A storefront address for an email: built from the shop's configured base URL, never from a request's
 * Host header (which an attacker could set to their own site); `shop` only when it is not the default
 * shop, and a language prefix for a non-default locale.
 */
function mailLink(shop: MailLinkShop, route: string, locale: string, defaultShop: string, query: Record<string, string> = {}): string {
  const base = shop.baseUrl.replace(/\/+$/, '');
  const [path = '', routeQuery] = route.split('?');
  const params = new URLSearchParams(routeQuery);
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  if (shop.slug !== defaultShop) params.set('shop', shop.slug);
  const search = params.toString();
  return `${base}${hrefFor(path, { editor: false, locale, defaultLocale: shop.defaultLocale })}${search ? `?${search}` : ''}`;
}

/** The reset link of a password-reset email. */
export function resetPasswordLink(shop: MailLinkShop, token: string, locale: string, defaultShop: string): string {
  return mailLink(shop, routes.resetPassword(), locale, defaultShop, { tkn: token });
}

/** The link of an account-confirmation email; `tkn`, like the reset token, so the page sends no Referer. */
export function confirmAccountLink(shop: MailLinkShop, token: string, locale: string, defaultShop: string): string {
  return mailLink(shop, routes.confirmAccount(), locale, defaultShop, { tkn: token });
}

/** The sign-in and forgot-password pages, for the email to an address that already has an account. */
export function signInLinks(shop: MailLinkShop, locale: string, defaultShop: string): { signIn: string; forgotPassword: string } {
  return { signIn: mailLink(shop, SIGN_IN_PATH, locale, defaultShop), forgotPassword: mailLink(shop, routes.forgotPassword(), locale, defaultShop) };
}

/** A product page opened from the review request mail: `review` carries the token that lets the buyer review. */
export function productReviewLink(shop: MailLinkShop, slug: string, token: string, locale: string, defaultShop: string): string {
  return mailLink(shop, routes.product(slug), locale, defaultShop, { review: token });
}

/** A link of a stock alert mail (confirm, unsubscribe): the API's page that does it, in the alert's language. */
export function stockAlertLink(shop: MailLinkShop, action: 'confirm' | 'unsubscribe', token: string, locale: string, defaultShop: string): string {
  const params = new URLSearchParams({ token, locale });
  if (shop.slug !== defaultShop) params.set('shop', shop.slug);
  return `${shop.baseUrl.replace(/\/+$/, '')}/api/v2/stockAlerts/${action}?${params.toString()}`;
}

/** A product page, for the mail that says it is back in stock. */
export function productLink(shop: MailLinkShop, slug: string, locale: string, defaultShop: string): string {
  return mailLink(shop, routes.product(slug), locale, defaultShop);
}

/** A link of a cart reminder mail (restore the cart, unsubscribe): the API's address that does it, in the cart's language. */
export function cartReminderLink(shop: MailLinkShop, action: 'restore' | 'unsubscribe', token: string, locale: string, defaultShop: string): string {
  const params = new URLSearchParams({ token, locale });
  if (shop.slug !== defaultShop) params.set('shop', shop.slug);
  return `${shop.baseUrl.replace(/\/+$/, '')}/api/v2/cart/reminders/${action}?${params.toString()}`;
}
