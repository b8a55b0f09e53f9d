import { CouponFailedError } from '@/lib/server/cart/coupon';
import type { CartState } from '@/lib/server/cart/cart-payload';
import { lowStockError } from '@/lib/server/cart/stock-errors';
import { BusinessRuleError } from '@/lib/server/errors';

/**
 * Refuses a cart that cannot become an order as it stands (422 with a code per reason), so that
 * create-payment and place-order agree on what is missing. The stock check here is a courtesy;
 * the guarded stock update when the order is placed is what counts.
 */
export function assertOrderable({ contents, priced }: CartState): void {
  if (contents.lines.length === 0) throw new BusinessRuleError('The cart is empty', 'CartIsEmpty');
  if (!contents.cart.billingAddress) throw new BusinessRuleError('A billing address is required', 'BillingAddressMissing');
  if (!contents.shippingMethod) throw new BusinessRuleError('A shipping method is required', 'ShippingMethodMissing');
  if (!contents.paymentMethod) throw new BusinessRuleError('A payment method is required', 'PaymentMethodMissing');
  for (const line of contents.lines) {
    if (!line.isSellable) throw new BusinessRuleError(`${line.name} is no longer available`, 'ProductNotAvailable');
    if (line.quantity > line.stockLevel) throw lowStockError(line.sku, line.stockLevel);
  }
  const [couponError] = priced.couponErrors;
  if (couponError) throw new CouponFailedError(couponError);
  if (!priced.totals.withinLimits) throw new BusinessRuleError('The order total is too large', 'OrderTotalTooLarge');
}
