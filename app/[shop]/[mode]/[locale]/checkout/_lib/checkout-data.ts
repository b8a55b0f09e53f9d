import { cookies } from 'next/headers';
import { cache } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { readCartToken } from '@/lib/http/cart-cookie';
import type { CookieReader } from '@/lib/http/cookie-jar';
import { readSessionToken } from '@/lib/http/session-cookie';
import { queryKeys } from '@/lib/queries/keys';
import { getCart } from '@/lib/server/cart/get-cart';
import { listPaymentMethodsForCart, listShippingMethodsForCart } from '@/lib/server/checkout/cart-methods';
import { listShopCountries } from '@/lib/server/checkout/methods';
import { findSignedInCustomer } from '@/lib/server/customers/session';
import type { CheckoutStep } from '@/lib/routing/constants';
import type { Storefront } from '../../_lib/storefront';

/** The browser's cookies, read the way the HTTP layer's cart and session cookies read them. */
export async function requestCookies(): Promise<CookieReader> {
  const jar = await cookies();
  return { get: (name) => jar.get(name)?.value };
}

/**
 * What a checkout step shows, loaded on the server in the API's shapes and under the query keys the
 * step's client islands read, so that they render at once and a later refetch gives the same shape.
 * Once per request: the page's title depends on the cart too.
 */
export const loadCheckout = cache(async ({ shop, locale }: Storefront, step: CheckoutStep) => {
  const jar = await requestCookies();
  const cartToken = readCartToken(shop, jar);
  const [cart, customer, extra] = await Promise.all([
    getCart(shop, locale, cartToken),
    findSignedInCustomer(shop, readSessionToken(shop, jar)),
    step === 'personal-data' ? listShopCountries(shop, locale).then((data) => [queryKeys.countries(shop.slug, locale), data] as const)
      : step === 'shipping' ? listShippingMethodsForCart(shop, locale, cartToken).then((data) => [queryKeys.shippingMethods(shop.slug, locale), data] as const)
        : step === 'payment' ? listPaymentMethodsForCart(shop, locale, cartToken).then((data) => [queryKeys.paymentMethods(shop.slug, locale), data] as const)
          : null,
  ]);
  const queries: (readonly [QueryKey, unknown])[] = [[queryKeys.cart(shop.slug), cart], [queryKeys.customer(shop.slug), customer]];
  if (extra) queries.push(extra);
  return { cart, customer, queries };
});
