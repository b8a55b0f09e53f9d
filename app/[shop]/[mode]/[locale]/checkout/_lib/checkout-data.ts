import { cookies } from 'next/headers';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/keys';
import { getCart } from '@/lib/server/cart/get-cart';
import { listPaymentMethodsForCart, listShippingMethodsForCart } from '@/lib/server/checkout/cart-methods';
import { listShopCountries } from '@/lib/server/checkout/methods';
import { SESSION_COOKIE, findSignedInCustomer } from '@/lib/server/customers/session';
import type { CheckoutStep } from '@/lib/routing/constants';
import type { Storefront } from '../../_lib/storefront';

/** The browser's cookies as the cart and customer services read them. */
export async function requestCookies(): Promise<{ get(name: string): string | undefined }> {
  const jar = await cookies();
  return { get: (name) => jar.get(name)?.value };
}

/**
 * What a checkout step shows, loaded on the server in the API's shapes and under the query keys the
 * step's client islands read, so that they render at once and a later refetch gives the same shape.
 */
export async function loadCheckout({ shop, locale }: Storefront, step: CheckoutStep) {
  const jar = await requestCookies();
  const [cart, customer, extra] = await Promise.all([
    getCart(shop, locale, jar),
    findSignedInCustomer(shop, jar.get(SESSION_COOKIE)),
    step === 'personal-data' ? listShopCountries(shop, locale).then((data) => [queryKeys.countries(shop.slug, locale), data] as const)
      : step === 'shipping' ? listShippingMethodsForCart(shop, locale, jar).then((data) => [queryKeys.shippingMethods(shop.slug, locale), data] as const)
        : step === 'payment' ? listPaymentMethodsForCart(shop, locale, jar).then((data) => [queryKeys.paymentMethods(shop.slug, locale), data] as const)
          : null,
  ]);
  const queries: (readonly [QueryKey, unknown])[] = [[queryKeys.cart(shop.slug), cart], [queryKeys.customer(shop.slug), customer]];
  if (extra) queries.push(extra);
  return { cart, customer, queries };
}
