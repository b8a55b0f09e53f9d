'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import type { CartPayload } from '@/lib/contract/cart';
import type { CustomerPayload } from '@/lib/contract/customers';
import { queryKeys } from '@/lib/queries/keys';
import { cartRoutes } from '@/lib/api/routes/cart';
import { checkoutRoutes } from '@/lib/api/routes/checkout';
import { customerRoutes } from '@/lib/api/routes/customer';

/** The shopper's cart, as the server prefetched it for the step (same key as the cart page and header). */
export function useCheckoutCart(shop: string) {
  const locale = useLocale();
  return useQuery({ queryKey: queryKeys.cart(shop), queryFn: () => shopApi(cartRoutes.getCart, { query: { locale } }, { silent: true }) });
}

/** Keeps a cart the API answered after a write, so every island shows it without asking again. */
export function useSetCart(shop: string) {
  const client = useQueryClient();
  return (cart: CartPayload) => client.setQueryData(queryKeys.cart(shop), cart);
}

/** The signed-in customer, null when signed out (a 401 is the expected answer then, not an error). */
export function useCustomer(shop: string) {
  return useQuery<CustomerPayload | null>({
    queryKey: queryKeys.customer(shop),
    queryFn: () => shopApi(customerRoutes.getCustomer, {}, { silent: true }).catch(() => null),
  });
}

/** The countries the shop delivers to. */
export function useCountries(shop: string) {
  const locale = useLocale();
  return useQuery({ queryKey: queryKeys.countries(shop, locale), queryFn: () => shopApi(checkoutRoutes.listCountries, { query: { locale } }) });
}

/** Shipping methods with their price for this cart. */
export function useShippingMethods(shop: string) {
  const locale = useLocale();
  return useQuery({ queryKey: queryKeys.shippingMethods(shop, locale), queryFn: () => shopApi(checkoutRoutes.listShippingMethods, { query: { locale } }) });
}

/** Payment methods with their fees. */
export function usePaymentMethods(shop: string) {
  const locale = useLocale();
  return useQuery({ queryKey: queryKeys.paymentMethods(shop, locale), queryFn: () => shopApi(checkoutRoutes.listPaymentMethods, { query: { locale } }) });
}
