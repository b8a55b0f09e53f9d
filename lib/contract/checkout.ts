import { z } from 'zod';
import { CART_WRITE_LIMIT, cartWrite, checkoutAddressSchema } from './cart';
import { commonQuerySchema, moneySchema } from './common';
import { defineEndpoint } from './endpoint';
import { MAX_COMMENT_LENGTH } from './limits';

const countrySchema = z.object({ code: z.string(), name: z.string() });

export const shippingMethodSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** The method's price. */
  price: moneySchema,
  /** Free from this goods value (after the coupon discount) on; null when never free. */
  freeFrom: moneySchema.nullable(),
  /** What the method costs for this cart now (0 once the free-from value is reached). */
  cartPrice: moneySchema,
  isSelected: z.boolean(),
  /** The shop's default (its first method): the cart's shipping estimate assumes it and checkout preselects it. */
  isDefault: z.boolean(),
});

export const paymentMethodSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['invoice', 'prepayment', 'paypal-express', 'amazon-pay']),
  name: z.string(),
  description: z.string(),
  fee: moneySchema,
  /** Whether paying needs a redirect to the provider (create-payment hands out the URL). */
  needsRedirect: z.boolean(),
  isSelected: z.boolean(),
  /** The shop's only payment method, which checkout preselects. */
  isDefault: z.boolean(),
});

/** What place-order and create-payment-and-order answer: the order and how the buyer may view it. */
export const placedOrderSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** Shown once; only its hash is stored. */
  viewToken: z.string(),
  orderUrl: z.string(),
});

// Where the payment provider sends the shopper back: a path of this storefront or a URL on its origin.
const returnUri = z.string().min(1).max(2000);
const placeOrderLimit = { bucket: 'place-order', limit: 20, windowSeconds: 60 };
const sandboxQuery = commonQuerySchema.extend({ session: z.string().min(1).max(4096) });

export const checkoutEndpoints = {
  setBillingAddress: cartWrite({
    method: 'POST', path: '/cart/billing-address', tag: 'Checkout',
    summary: "Sets the cart's billing address; its country must be one the shop delivers to.",
    body: z.object({ billingAddress: checkoutAddressSchema }),
  }),
  setShippingAddress: cartWrite({
    method: 'POST', path: '/cart/shipping-address', tag: 'Checkout',
    summary: "Sets the cart's delivery address (null: deliver to the billing address); its country must be a shop country.",
    body: z.object({ shippingAddress: checkoutAddressSchema.nullable() }),
  }),
  listCountries: defineEndpoint({
    method: 'GET', path: '/cart/countries', tag: 'Checkout', auth: 'public',
    summary: 'The countries the shop delivers to, named in the locale.',
    response: z.array(countrySchema).max(300),
  }),
  listAllCountries: defineEndpoint({
    method: 'GET', path: '/cart/all-countries', tag: 'Checkout', auth: 'public',
    summary: 'Every country the system knows, named in the locale.',
    response: z.array(countrySchema).max(300),
  }),
  listShippingMethods: defineEndpoint({
    method: 'GET', path: '/cart/shipping-methods', tag: 'Checkout', auth: 'public',
    summary: "The shop's shipping methods with their price and their price for this cart.",
    response: z.array(shippingMethodSchema).max(50),
  }),
  listPaymentMethods: defineEndpoint({
    method: 'GET', path: '/cart/payment-methods', tag: 'Checkout', auth: 'public',
    summary: "The shop's payment methods with their fees.",
    response: z.array(paymentMethodSchema).max(50),
  }),
  setShippingMethod: cartWrite({
    method: 'POST', path: '/cart/shipping-method', tag: 'Checkout',
    summary: 'Chooses a shipping method of the shop.',
    body: z.object({ shippingMethod: z.uuid() }),
  }),
  setPaymentMethod: cartWrite({
    method: 'POST', path: '/cart/payment-method', tag: 'Checkout',
    summary: 'Chooses a payment method of the shop.',
    body: z.object({ paymentMethod: z.uuid() }),
  }),
  setComment: cartWrite({
    method: 'POST', path: '/cart/comment', tag: 'Checkout', errors: [403, 409],
    summary: "Sets the customer's comment on the order (empty clears it).",
    body: z.object({ comment: z.string().max(MAX_COMMENT_LENGTH) }),
  }),
  createPayment: defineEndpoint({
    method: 'POST', path: '/cart/create-payment', tag: 'Checkout', auth: 'public', csrf: true, errors: [403, 409, 422],
    summary: 'Starts paying: the provider URL for PayPal express / Amazon Pay (built-in sandbox), null for invoice and prepayment.',
    body: z.object({ uris: z.object({ returnUri, cancelUri: returnUri }) }),
    response: z.object({ redirectUrl: z.string().nullable() }),
    rateLimit: CART_WRITE_LIMIT,
  }),
  createPaymentAndOrder: defineEndpoint({
    method: 'POST', path: '/cart/create-payment-and-order', tag: 'Checkout', auth: 'public', csrf: true, errors: [403, 409, 422],
    summary: 'Pays and places the order in one step, for payment methods that need no redirect (invoice, prepayment).',
    response: placedOrderSchema,
    successStatus: 201,
    rateLimit: placeOrderLimit,
    // Stock changes what product pages show only when a stock note changes: placeOrder revalidates then.
  }),
  placeOrder: defineEndpoint({
    method: 'POST', path: '/cart/place-order', tag: 'Checkout', auth: 'public', csrf: true, errors: [403, 409, 422],
    summary: 'Places the order of the cart (idempotent: a repeat answers the same order); prices are recomputed now.',
    body: z.object({
      /** The approval the payment sandbox appended to returnUri; needed for PayPal express and Amazon Pay. */
      paymentToken: z.string().max(4096).optional(),
    }).optional(),
    response: placedOrderSchema,
    successStatus: 201,
    rateLimit: placeOrderLimit,
    // Stock changes what product pages show only when a stock note changes: placeOrder revalidates then.
  }),
};

/** The built-in stand-in for PayPal express and Amazon Pay: pages the shopper's browser is sent to. */
export const paymentSandboxEndpoints = {
  showPayment: defineEndpoint({
    method: 'GET', path: '/payment-sandbox', tag: 'Payment sandbox', auth: 'public', errors: [404, 422],
    summary: 'An HTML page of the sandbox provider showing the amount, with approve and cancel links. The sandbox '
      + 'answers 404 unless it is on: PAYMENT_SANDBOX=1, or any build but a production one.',
    query: sandboxQuery,
  }),
  approvePayment: defineEndpoint({
    method: 'GET', path: '/payment-sandbox/approve', tag: 'Payment sandbox', auth: 'public', errors: [404, 422],
    summary: 'Approves the sandbox payment and redirects (303) to returnUri with a paymentToken for place-order.',
    query: sandboxQuery,
  }),
  cancelPayment: defineEndpoint({
    method: 'GET', path: '/payment-sandbox/cancel', tag: 'Payment sandbox', auth: 'public', errors: [404, 422],
    summary: 'Cancels the sandbox payment and redirects (303) to cancelUri.',
    query: sandboxQuery,
  }),
};

export type ShippingMethodPayload = z.infer<typeof shippingMethodSchema>;
export type PaymentMethodPayload = z.infer<typeof paymentMethodSchema>;
export type PlacedOrderPayload = z.infer<typeof placedOrderSchema>;
