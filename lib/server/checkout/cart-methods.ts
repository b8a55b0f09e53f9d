import type { CartPayload } from '@/lib/contract/cart';
import type { PaymentMethodPayload, ShippingMethodPayload } from '@/lib/contract/checkout';
import { getDb } from '@/lib/db';
import { withFormatted } from '@/lib/money';
import { shippingCharge } from '@/lib/pricing/shipping';
import { getCart } from '@/lib/server/cart/get-cart';
import { REDIRECT_PAYMENT_KINDS } from '@/lib/server/cart/shop-facts';
import { loadMarketPricing } from '@/lib/server/markets/load-markets';
import type { Shop } from '@/lib/server/shop/types';
import { defaultPaymentMethodOf, defaultShippingMethodOf, listPaymentMethods, listShippingMethods } from './methods';

/** The market the cart is priced in (its country and the reverse charge it has). */
async function pricingOf(shop: Shop, cart: CartPayload) {
  return loadMarketPricing(await getDb(), shop, cart.market.country, cart.market.vatNumber);
}

/** The shop's shipping methods with what each would cost this cart now, which one it has chosen and the default. */
export async function listShippingMethodsForCart(shop: Shop, locale: string, cartToken: string | undefined): Promise<ShippingMethodPayload[]> {
  const cart = await getCart(shop, locale, cartToken);
  const methods = await listShippingMethods(shop, locale, await pricingOf(shop, cart));
  const goods = cart.totals.subtotal.amount - cart.totals.discount.amount;
  const shopDefault = defaultShippingMethodOf(methods);
  return methods.map((method) => {
    const rate = { priceAmount: method.price.amount, freeFromAmount: method.freeFrom?.amount ?? null };
    return {
      ...method,
      // An empty cart is shown what the method costs, not the nothing it would charge such a cart.
      cartPrice: cart.lineItems.length === 0 ? method.price : withFormatted({ amount: shippingCharge(rate, goods, true), currency: cart.currency }, locale),
      isSelected: cart.shippingMethod?.id === method.id,
      isDefault: method === shopDefault,
    };
  });
}

/** The shop's payment methods with their fees, whether they redirect, which one the cart has chosen and the default. */
export async function listPaymentMethodsForCart(shop: Shop, locale: string, cartToken: string | undefined): Promise<PaymentMethodPayload[]> {
  const cart = await getCart(shop, locale, cartToken);
  const methods = await listPaymentMethods(shop, locale, await pricingOf(shop, cart));
  const shopDefault = defaultPaymentMethodOf(methods);
  return methods.map((method) => ({
    ...method,
    needsRedirect: (REDIRECT_PAYMENT_KINDS as readonly string[]).includes(method.kind),
    isSelected: cart.paymentMethod?.id === method.id,
    isDefault: method === shopDefault,
  }));
}
