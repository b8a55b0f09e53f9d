import { z } from 'zod';
import { addressSchema } from '@/lib/schemas/address';
import { moneySchema } from './common';
import { defineEndpoint, type Endpoint } from './endpoint';
import { MAX_LINE_QUANTITY, MAX_CART_LINES, COUPON_FAILURES } from './limits';


/**
 * An address as checkout accepts it: the shared schema, and only well-formed Unicode, because a lone
 * surrogate survives JSON encoding as an escape that PostgreSQL's jsonb refuses.
 */
export const checkoutAddressSchema = addressSchema.superRefine((address, ctx) => {
  for (const [key, value] of Object.entries(address)) {
    if (typeof value === 'string' && !value.isWellFormed()) ctx.addIssue({ code: 'custom', path: [key], message: 'Must be valid Unicode' });
  }
});

const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() });

export const cartLineItemSchema = z.object({
  lineItemId: z.uuid(),
  productId: z.uuid(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The line total: bulk-priced unit price times quantity. */
  price: moneySchema,
  /** The unit price at this quantity (bulk price tier applied). */
  singleItemPrice: moneySchema,
  /** 'Colour: Black, Size: M' for a variation, in the request's locale; null for other products. */
  variationString: z.string().nullable(),
  productVariationValues: z.array(z.object({
    name: z.string(), displayName: z.string(), value: z.string(), displayValue: z.string(),
  })).max(20),
  manufacturer: z.string().nullable(),
  productUrl: z.string(),
  image: imageSchema.nullable(),
  stockLevel: z.number().int(),
  /** False when the product is no longer sold (hidden) or the quantity exceeds the stock. */
  available: z.boolean(),
});

export const cartShippingMethodSchema = z.object({ id: z.uuid(), name: z.string(), price: moneySchema });
export const cartPaymentMethodSchema = z.object({
  id: z.uuid(), kind: z.enum(['invoice', 'prepayment', 'paypal-express', 'amazon-pay']), name: z.string(), fee: moneySchema,
});

/**
 * The market the cart is priced in: the one of its delivery country (the request's `country`, the
 * checkout's delivery address), else the primary. `repriced` is true in the answer of the call that
 * moved the cart to another country, whose prices (currency, tax) are now that country's.
 */
export const cartMarketSchema = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  currency: z.string(),
  /** Prices are gross (tax included); false: tax is added to the net prices. */
  pricesIncludeTax: z.boolean(),
  /** A business elsewhere in the EU with a VAT number: no VAT, the buyer accounts for it. */
  reverseCharge: z.boolean(),
  /** The VAT number the reverse charge is for; null without one. */
  vatNumber: z.string().nullable(),
  repriced: z.boolean(),
});

export const cartSchema = z.object({
  /** Null until the first write creates the cart. */
  cartId: z.uuid().nullable(),
  /** The currency of every price of the cart: its market's. */
  currency: z.string(),
  market: cartMarketSchema,
  lineItems: z.array(cartLineItemSchema).max(MAX_CART_LINES),
  /** The same lines under the spec's other name. */
  productLineItems: z.array(cartLineItemSchema).max(MAX_CART_LINES),
  billingAddress: addressSchema.nullable(),
  /** Null: delivery goes to the billing address. */
  shippingAddress: addressSchema.nullable(),
  shippingMethod: cartShippingMethodSchema.nullable(),
  paymentMethod: cartPaymentMethodSchema.nullable(),
  coupon: z.object({ code: z.string(), validationErrors: z.array(z.enum(COUPON_FAILURES)).max(5) }).nullable(),
  canHaveCoupon: z.boolean(),
  couponCampaign: z.object({ name: z.string(), minimumOrderPrice: moneySchema.nullable() }).nullable(),
  customerComment: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** Vitrine's own: the guest agreed in checkout to one reminder mail about this cart (PUT /cart/reminder-consent). */
  reminderConsent: z.boolean(),
  totals: z.object({
    subtotal: moneySchema,
    discount: moneySchema,
    shipping: moneySchema,
    paymentFee: moneySchema,
    /** The tax included in the grand total. */
    tax: moneySchema,
    /** The standard rate of the delivery country (0 under reverse charge). */
    taxRateBasisPoints: z.number().int(),
    /** The tax per rate (products of a reduced class at theirs), highest rate first; their sum is `tax`. */
    taxLines: z.array(z.object({ rateBasisPoints: z.number().int(), base: moneySchema, tax: moneySchema })).max(10),
    grandTotal: moneySchema,
  }),
  /**
   * Shipping before checkout asks for it: the chosen method, else the shop's default (which checkout
   * preselects), priced for the cart as it is, with the grand total it makes and how far the goods
   * (the subtotal after discounts) are from the method's free shipping. Null for an empty cart or a
   * shop without shipping methods.
   */
  shippingEstimate: z.object({
    methodName: z.string(),
    /** The cart's own choice; false: the shop's default. */
    isChosen: z.boolean(),
    shipping: moneySchema,
    grandTotal: moneySchema,
    /** The tax included in that grand total. */
    tax: moneySchema,
    /** Null when the method never ships free; `missing` is 0 once the threshold is reached. */
    freeShipping: z.object({ threshold: moneySchema, missing: moneySchema }).nullable(),
  }).nullable(),
  checkoutState: z.object({ priceValidToOrder: z.boolean(), quantityValidToOrder: z.boolean() }),
  checkoutButtons: z.array(z.object({
    name: z.string(),
    paymentMethodId: z.uuid(),
    widgetUrl: z.string().nullable(),
    dataMerchantId: z.string(),
    image: z.string(),
  })).max(4),
  /** Storefront path where checkout starts. */
  checkoutUrl: z.string(),
  /** Kept for the spec's express-checkout form; the built-in sandbox needs none. */
  pickupToken: z.string().nullable(),
});

/** The 422 of a failed coupon: the spec's error plus the campaign minimum for LineItemsSubTotalTooSmall. */
export const couponErrorSchema = z.object({
  message: z.string(),
  code: z.enum(COUPON_FAILURES),
  minimumOrderPrice: moneySchema.optional(),
});

const lineItemParams = z.object({ id: z.uuid() });
/** What POST /cart (and the MCP endpoint's add_to_cart) takes. */
export const addToCartBodySchema = z.object({ productId: z.uuid(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1) });
/** The rate limit of every change of a cart, per client. */
export const CART_WRITE_LIMIT = { bucket: 'cart-write', limit: 120, windowSeconds: 60 };

type CartWrite<P extends z.ZodType, B extends z.ZodType> = Endpoint<P, z.ZodType, B, typeof cartSchema>;

/**
 * A change of the shopper's cart (cart and checkout steps): public, behind the CSRF token, answering the
 * whole cart, 403/409/422 and the cart-write rate limit unless the declaration says otherwise.
 */
export function cartWrite<P extends z.ZodType, B extends z.ZodType>(
  endpoint: Omit<CartWrite<P, B>, 'auth' | 'csrf' | 'response'>,
): CartWrite<P, B> {
  return defineEndpoint({ auth: 'public', csrf: true, errors: [403, 409, 422], rateLimit: CART_WRITE_LIMIT, response: cartSchema, ...endpoint });
}

export const cartEndpoints = {
  getCart: defineEndpoint({
    method: 'GET', path: '/cart', tag: 'Cart', auth: 'public',
    summary: "The shopper's cart (from the httpOnly cart cookie); an empty cart with cartId null when there is none.",
    response: cartSchema,
  }),
  addToCart: cartWrite({
    method: 'POST', path: '/cart', tag: 'Cart',
    summary: 'Adds a quantity of a product (a variation, not its master); creates the cart and its cookie on first use.',
    body: addToCartBodySchema,
  }),
  updateLineItem: cartWrite({
    method: 'PUT', path: '/cart/line-items/{id}', tag: 'Cart',
    summary: 'Sets a line to an absolute quantity or changes it by a delta; a result of 0 or less removes the line.',
    params: lineItemParams,
    body: z.object({
      /** Accepted for the spec's payload; the line id alone identifies the line. */
      productId: z.uuid().optional(),
      quantity: z.number().int().min(-MAX_LINE_QUANTITY).max(MAX_LINE_QUANTITY).optional(),
      quantityDelta: z.number().int().min(-MAX_LINE_QUANTITY).max(MAX_LINE_QUANTITY).optional(),
    }).refine((body) => (body.quantity === undefined) !== (body.quantityDelta === undefined), {
      message: 'Send either quantity or quantityDelta', path: ['quantity'],
    }),
  }),
  removeLineItem: cartWrite({
    method: 'DELETE', path: '/cart/line-items/{id}', tag: 'Cart', errors: [403, 409],
    summary: 'Removes a line from the cart.',
    params: lineItemParams,
  }),
  redeemCoupon: cartWrite({
    method: 'POST', path: '/cart/coupon', tag: 'Cart',
    summary: "Puts a coupon on the cart (code trimmed, any case); 422 'coupon failed. Reason: <Code>' when it cannot apply.",
    body: z.object({ couponCode: z.string().max(100) }),
    // Also slows down guessing of codes.
    rateLimit: { bucket: 'cart-coupon', limit: 20, windowSeconds: 60 },
  }),
  removeCoupon: cartWrite({
    method: 'DELETE', path: '/cart/coupon', tag: 'Cart', errors: [403, 409],
    summary: 'Takes the coupon off the cart.',
  }),
};

export type CartPayload = z.infer<typeof cartSchema>;
export type CartLineItemPayload = z.infer<typeof cartLineItemSchema>;
export type CouponFailureCode = (typeof COUPON_FAILURES)[number];
