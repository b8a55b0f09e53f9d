import type { CartPayload } from '@/lib/contract/cart';
import { variationString } from '@/lib/catalog/variation-string';
import { withFormatted } from '@/lib/money';
import { hrefFor, routes } from '@/lib/routing/links';
import type { MarketPricing } from '@/lib/server/markets/types';
import type { Shop } from '@/lib/server/shop/types';
import type { CartContents } from './load-cart';
import { isLineAvailable, type PricedCart } from './price-cart';
import { estimateShipping } from './shipping-estimate';
import type { ShopCartFacts } from './shop-facts';

// The sandbox stands in for the providers' widgets; the storefront renders the buttons itself.
const SANDBOX_MERCHANT_ID = 'vitrine-sandbox';

/** A loaded cart with its prices. */
export interface CartState {
  contents: CartContents;
  priced: PricedCart;
}

/** The cart as the API and the pages see it (spec section 3, Cart); a null state gives the empty cart. */
export function toCartPayload(
  shop: Shop, locale: string, facts: ShopCartFacts, state: CartState | null, { pricing, repriced }: { pricing: MarketPricing; repriced: boolean },
): CartPayload {
  const money = (amount: number) => withFormatted({ amount, currency: pricing.currency }, locale);
  const links = { editor: false, locale, defaultLocale: shop.defaultLocale };
  const totals = state?.priced.totals;
  const lines = (state?.contents.lines ?? []).map((line, i) => ({
    lineItemId: line.lineItemId, productId: line.productId, quantity: line.quantity, sku: line.sku, name: line.name, slug: line.slug,
    price: money(totals?.lines[i]?.totalAmount ?? 0), singleItemPrice: money(totals?.lines[i]?.unitPriceAmount ?? line.basePriceAmount),
    variationString: variationString(line.variationValues), productVariationValues: line.variationValues,
    manufacturer: line.manufacturer, productUrl: hrefFor(routes.product(line.slug), links), image: line.image,
    stockLevel: line.stockLevel, available: isLineAvailable(line),
  }));
  const cart = state?.contents.cart;
  const coupon = state?.contents.coupon ?? null;
  const shippingMethod = state?.contents.shippingMethod;
  const paymentMethod = state?.contents.paymentMethod;
  return {
    cartId: cart?.id ?? null,
    currency: pricing.currency,
    market: marketOfPayload(pricing, repriced),
    lineItems: lines,
    productLineItems: lines,
    billingAddress: cart?.billingAddress ?? null,
    shippingAddress: cart?.shippingAddress ?? null,
    shippingMethod: shippingMethod ? { id: shippingMethod.id, name: shippingMethod.name, price: money(totals?.shipping ?? 0) } : null,
    paymentMethod: paymentMethod
      ? { id: paymentMethod.id, kind: paymentMethod.kind, name: paymentMethod.name, fee: money(paymentMethod.feeAmount) } : null,
    coupon: coupon ? { code: coupon.code, validationErrors: state?.priced.couponErrors ?? [] } : null,
    canHaveCoupon: facts.hasCoupons,
    couponCampaign: coupon ? {
      name: coupon.campaignName,
      minimumOrderPrice: coupon.rules.minimumOrderAmount === null ? null : money(coupon.rules.minimumOrderAmount),
    } : null,
    customerComment: cart?.customerComment ?? null,
    customerEmail: cart?.email ?? cart?.billingAddress?.emailAddress ?? null,
    reminderConsent: Boolean(cart?.reminderConsentAt),
    totals: {
      subtotal: money(totals?.subtotal ?? 0), discount: money(totals?.discount ?? 0), shipping: money(totals?.shipping ?? 0),
      paymentFee: money(totals?.paymentFee ?? 0), tax: money(totals?.tax ?? 0), taxRateBasisPoints: pricing.rates.standard,
      taxLines: (totals?.taxLines ?? []).map((line) => ({ rateBasisPoints: line.rateBasisPoints, base: money(line.baseAmount), tax: money(line.taxAmount) })),
      grandTotal: money(totals?.grandTotal ?? 0),
    },
    shippingEstimate: shippingEstimateOf(state, facts, money),
    checkoutState: { priceValidToOrder: state?.priced.priceValid ?? false, quantityValidToOrder: state?.priced.quantityValid ?? true },
    checkoutButtons: facts.expressMethods.map((method) => ({
      name: method.name, paymentMethodId: method.id, widgetUrl: null, dataMerchantId: SANDBOX_MERCHANT_ID, image: method.logo,
    })),
    checkoutUrl: hrefFor(routes.checkout('personal-data'), links),
    pickupToken: null,
  };
}

/** The cart's shipping estimate in the API's money shape; none without a cart. */
function shippingEstimateOf(state: CartState | null, facts: ShopCartFacts, money: (amount: number) => ReturnType<typeof withFormatted>): CartPayload['shippingEstimate'] {
  if (!state) return null;
  const { rates, market } = state.contents.pricing;
  const estimate = estimateShipping(state.priced.totals, state.contents.shippingMethod, facts.defaultShippingMethod, rates.standard, market.pricesIncludeTax);
  return estimate && {
    methodName: estimate.methodName,
    isChosen: estimate.isChosen,
    shipping: money(estimate.shippingAmount),
    grandTotal: money(estimate.grandTotalAmount),
    tax: money(estimate.taxAmount),
    freeShipping: estimate.freeShipping && { threshold: money(estimate.freeShipping.thresholdAmount), missing: money(estimate.freeShipping.missingAmount) },
  };
}

/** The market a cart is priced in, as the API names it. */
export function marketOfPayload(pricing: MarketPricing, repriced: boolean): CartPayload['market'] {
  return {
    code: pricing.market.code, name: pricing.market.name, country: pricing.country, currency: pricing.currency,
    pricesIncludeTax: pricing.market.pricesIncludeTax, reverseCharge: pricing.reverseCharge, vatNumber: pricing.vatNumber, repriced,
  };
}
