import {
  UCP_CART, UCP_CATALOG_LOOKUP, UCP_CATALOG_SEARCH, UCP_CHECKOUT, UCP_DISCOUNT, UCP_FULFILLMENT, UCP_ORDER, UCP_SANDBOX_HANDLER, UCP_SANDBOX_HANDLER_ID,
  UCP_SHOPPING_SERVICE, UCP_VERSION,
} from './version';

const SPEC = `https://ucp.dev/${UCP_VERSION}/specification`;
const SCHEMAS = `https://ucp.dev/${UCP_VERSION}/schemas/shopping`;

/** The payment handlers a session offers: the sandbox while it is on, else none (no agent can pay). */
export function ucpPaymentHandlers(sandbox: boolean) {
  return sandbox
    ? { [UCP_SANDBOX_HANDLER]: [{ id: UCP_SANDBOX_HANDLER_ID, version: UCP_VERSION, available_instruments: [{ type: 'sandbox' }], config: {} }] }
    : {};
}

/**
 * A shop's business profile at /.well-known/ucp (UCP overview, "Business profile"): the shopping service
 * over REST at `endpoint`, the capabilities built on it (catalog search and lookup, carts, checkout sessions
 * with discount codes and fulfillment, orders) and the payment handlers.
 */
export function ucpBusinessProfile({ endpoint, sandbox }: { endpoint: string; sandbox: boolean }) {
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        [UCP_SHOPPING_SERVICE]: [{
          version: UCP_VERSION, spec: `${SPEC}/overview`, transport: 'rest', endpoint,
          schema: `https://ucp.dev/${UCP_VERSION}/services/shopping/rest.openapi.json`,
        }],
      },
      capabilities: {
        [UCP_CATALOG_SEARCH]: [{ version: UCP_VERSION, spec: `${SPEC}/catalog/search`, schema: `${SCHEMAS}/catalog_search.json` }],
        [UCP_CATALOG_LOOKUP]: [{ version: UCP_VERSION, spec: `${SPEC}/catalog/lookup`, schema: `${SCHEMAS}/catalog_lookup.json` }],
        [UCP_CHECKOUT]: [{ version: UCP_VERSION, spec: `${SPEC}/checkout`, schema: `${SCHEMAS}/checkout.json` }],
        [UCP_CART]: [{ version: UCP_VERSION, spec: `${SPEC}/cart`, schema: `${SCHEMAS}/cart.json` }],
        // Coupons for both: a cart's code goes with it into its checkout.
        [UCP_DISCOUNT]: [{ version: UCP_VERSION, spec: `${SPEC}/discount`, schema: `${SCHEMAS}/discount.json`, extends: [UCP_CHECKOUT, UCP_CART] }],
        // One shipping destination per order, and no pickup: the web checkout's delivery.
        [UCP_FULFILLMENT]: [{
          version: UCP_VERSION, spec: `${SPEC}/fulfillment`, schema: `${SCHEMAS}/fulfillment.json`, extends: UCP_CHECKOUT,
          config: { allows_multi_destination: { shipping: false } },
        }],
        [UCP_ORDER]: [{ version: UCP_VERSION, spec: `${SPEC}/order`, schema: `${SCHEMAS}/order.json` }],
      },
      payment_handlers: ucpPaymentHandlers(sandbox),
    },
  };
}
