import { ApiError } from '@/lib/api/client';
import type { CartPayload } from '@/lib/contract/cart';
import { canCheckOut } from '@/lib/cart/checkout-allowed';
import { cartCouponError, couponErrorOf } from '@/lib/cart/coupon-error';

const money = (amount: number) => ({ amount, currency: 'EUR', formatted: `€${(amount / 100).toFixed(2)}` });

function cart(overrides: Partial<CartPayload> = {}): CartPayload {
  return {
    lineItems: [{ lineItemId: 'l1' }] as CartPayload['lineItems'],
    coupon: null,
    couponCampaign: null,
    checkoutState: { priceValidToOrder: true, quantityValidToOrder: true },
    ...overrides,
  } as CartPayload;
}

describe('couponErrorOf', () => {
  it('reads the reason of a coupon failure and the minimum order price', () => {
    const error = new ApiError('coupon failed. Reason: LineItemsSubTotalTooSmall', 422, 'Unprocessable Entity', 'r1', 'LineItemsSubTotalTooSmall', {
      message: 'coupon failed. Reason: LineItemsSubTotalTooSmall', code: 'LineItemsSubTotalTooSmall', minimumOrderPrice: money(5000),
    });
    expect(couponErrorOf(error)).toEqual({ code: 'LineItemsSubTotalTooSmall', minimumOrderPrice: '€50.00' });
  });

  it('keeps unknown reasons so they can be shown by code', () => {
    expect(couponErrorOf(new ApiError('Coupon failed. Reason: SomethingNew', 422, '', null))).toEqual({ code: 'SomethingNew', minimumOrderPrice: undefined });
  });

  it('is null for failures that are not about the coupon', () => {
    expect(couponErrorOf(new ApiError('Invalid CSRF token', 403, 'Forbidden', null, 'InvalidCsrfToken'))).toBeNull();
    expect(couponErrorOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('cartCouponError', () => {
  it('shows only the first validation error of the coupon on the cart', () => {
    const withErrors = cart({
      coupon: { code: 'BIG50', validationErrors: ['LineItemsSubTotalTooSmall', 'CouponExpired'] },
      couponCampaign: { name: 'Big', minimumOrderPrice: money(5000) },
    });
    expect(cartCouponError(withErrors)).toEqual({ code: 'LineItemsSubTotalTooSmall', minimumOrderPrice: '€50.00' });
    expect(cartCouponError(cart({ coupon: { code: 'WELCOME10', validationErrors: [] } }))).toBeNull();
  });
});

describe('canCheckOut', () => {
  const ready = { busy: false, themePreview: false };

  it('allows a ready cart', () => {
    expect(canCheckOut(cart(), ready)).toBe(true);
  });

  it.each([
    ['the cart is busy', cart(), { busy: true, themePreview: false }],
    ['the shop is in a theme preview', cart(), { busy: false, themePreview: true }],
    ['the coupon is invalid', cart({ coupon: { code: 'X', validationErrors: ['CouponExpired'] } }), ready],
    ['the price is not valid to order', cart({ checkoutState: { priceValidToOrder: false, quantityValidToOrder: true } }), ready],
    ['a quantity exceeds the stock', cart({ checkoutState: { priceValidToOrder: true, quantityValidToOrder: false } }), ready],
    ['the cart is empty', cart({ lineItems: [] }), ready],
  ])('refuses when %s', (_, subject, blockers) => {
    expect(canCheckOut(subject, blockers)).toBe(false);
  });
});
