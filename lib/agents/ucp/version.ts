/**
 * The Universal Commerce Protocol release the shop's UCP endpoints implement (ucp.dev; the schemas of
 * this release are vendored in ./schemas with their licence), and the names it defines that we use.
 */
export const UCP_VERSION = '2026-04-08';

export const UCP_SHOPPING_SERVICE = 'dev.ucp.shopping';
export const UCP_CHECKOUT = 'dev.ucp.shopping.checkout';
/** The discount extension of checkout: the shop's coupons. */
export const UCP_DISCOUNT = 'dev.ucp.shopping.discount';

/**
 * Vitrine's payment handler for agents: the payment sandbox (lib/server/checkout/sandbox.ts), which
 * approves anything, declared only while PAYMENT_SANDBOX allows it. Its one instrument type is `sandbox`.
 */
export const UCP_SANDBOX_HANDLER = 'dev.vitrine.payment_sandbox';
export const UCP_SANDBOX_HANDLER_ID = 'sandbox';
