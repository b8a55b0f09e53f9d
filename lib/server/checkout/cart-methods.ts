import type { PaymentMethodPayload, ShippingMethodPayload } from '@/lib/contract/checkout';
import { withFormatted } from '@/lib/money';
import { getCart } from '@/lib/server/cart/get-cart';
import { REDIRECT_PAYMENT_KINDS } from '@/lib/server/cart/shop-facts';
import type { Shop } from '@/lib/server/shop/types';
import { listPaymentMethods, listShippingMethods } from './methods';

/** The shop's shipping methods with what each would cost this cart now and which one it has chosen. */
export async function listShippingMethodsForCart(shop: Shop, locale: string, cartToken: string | undefined): Promise<ShippingMethodPayload[]> {
  const [methods, cart] = await Promise.all([listShippingMethods(shop, locale), getCart(shop, locale, cartToken)]);
  const goods = cart.totals.subtotal.amount - cart.totals.discount.amount;
  return methods.map((method) => {
    const free = cart.lineItems.length > 0 && method.freeFrom !== null && goods >= method.freeFrom.amount;
    return {
      ...method,
      cartPrice: free ? withFormatted({ amount: 0, currency: shop.currency }, locale) : method.price,
      isSelected: cart.shippingMethod?.id === method.id,
    };
  });
}

/** The shop's payment methods with their fees, whether they redirect, and which one the cart has chosen. */
export async function listPaymentMethodsForCart(shop: Shop, locale: string, cartToken: string | undefined): Promise<PaymentMethodPayload[]> {
  const [methods, cart] = await Promise.all([listPaymentMethods(shop, locale), getCart(shop, locale, cartToken)]);
  return methods.map((method) => ({
    ...method,
    needsRedirect: (REDIRECT_PAYMENT_KINDS as readonly string[]).includes(method.kind),
    isSelected: cart.paymentMethod?.id === method.id,
  }));
}
