import { CHECKOUT_STEPS, DEFAULT_LOCALE_SEGMENT, type RenderMode } from './constants';
import type { ShopRoutingAnswer } from './shop-routing-lookup';

const CHECKOUT_STEP_ROUTE = /^\/checkout\/([^/]+)$/;

/**
 * Whether a page rendered per request (cart, checkout, search, ...) shows nothing that exists: an unknown
 * shop, a language its shoppers do not see, or a checkout step that is none. The proxy decides it before
 * rendering, because a streamed answer cannot take a 404 status once it has started: Next then sends its
 * empty error document, whose content only JavaScript fills in. Without the shop's facts (the lookup did
 * not answer) only the step is judged; the page then finds out itself.
 */
export function isMissingPage(route: string, locale: string, routing: ShopRoutingAnswer): boolean {
  if (routing.kind === 'unknown') return true;
  if (routing.kind === 'shop' && locale !== DEFAULT_LOCALE_SEGMENT && !routing.locales.includes(locale)) return true;
  const step = CHECKOUT_STEP_ROUTE.exec(route)?.[1];
  return step !== undefined && !(CHECKOUT_STEPS as readonly string[]).includes(step);
}

/**
 * The internal path of a storefront's not-found page: a path no route but the catch-all matches, cached
 * like every shopper page, so its 404 status and content are complete in the server HTML.
 */
export const missingPagePath = (shop: string, mode: RenderMode, locale: string): string => `/${shop}/${mode}/${locale}/not-found`;

/**
 * The internal path of the not-found page for a request that can name no shop (an invalid `shop`
 * parameter): a slug no shop can have, so the storefront layout answers its plain not-found page without
 * asking the database. Any public path could be the default shop's page (app/(default-shop)).
 */
export const NO_SHOP_PATH = '/-/live/default';
