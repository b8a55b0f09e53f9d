/**
 * The Universal Commerce Protocol release the shop's UCP endpoints implement (ucp.dev; the schemas of
 * this release are vendored in ./schemas with their licence), and the names it defines that we use.
 */
export const UCP_VERSION = '2026-04-08';

export const UCP_SHOPPING_SERVICE = 'dev.ucp.shopping';
export const UCP_CHECKOUT = 'dev.ucp.shopping.checkout';
/** Carts before checkout, turned into a checkout by their id. */
export const UCP_CART = 'dev.ucp.shopping.cart';
/** The discount extension of checkout and cart: the shop's coupons. */
export const UCP_DISCOUNT = 'dev.ucp.shopping.discount';
/** The fulfillment extension of checkout: the shop's shipping methods to a destination. */
export const UCP_FULFILLMENT = 'dev.ucp.shopping.fulfillment';
/** Reading an order a session placed. */
export const UCP_ORDER = 'dev.ucp.shopping.order';
/** The catalog: search, and lookup by id. */
export const UCP_CATALOG_SEARCH = 'dev.ucp.shopping.catalog.search';
export const UCP_CATALOG_LOOKUP = 'dev.ucp.shopping.catalog.lookup';

/**
 * Vitrine's payment handler for agents: the payment sandbox (lib/server/checkout/sandbox.ts), which
 * approves anything, declared only while PAYMENT_SANDBOX allows it. Its one instrument type is `sandbox`.
 */
export const UCP_SANDBOX_HANDLER = 'dev.vitrine.payment_sandbox';
export const UCP_SANDBOX_HANDLER_ID = 'sandbox';
