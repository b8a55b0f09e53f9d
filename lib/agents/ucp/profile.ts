import { UCP_CHECKOUT, UCP_DISCOUNT, UCP_SANDBOX_HANDLER, UCP_SANDBOX_HANDLER_ID, UCP_SHOPPING_SERVICE, UCP_VERSION } from './version';

const SPEC = `https://ucp.dev/${UCP_VERSION}/specification`;

/** The payment handlers a session offers: the sandbox while it is on, else none (no agent can pay). */
export function ucpPaymentHandlers(sandbox: boolean) {
  return sandbox
    ? { [UCP_SANDBOX_HANDLER]: [{ id: UCP_SANDBOX_HANDLER_ID, version: UCP_VERSION, available_instruments: [{ type: 'sandbox' }], config: {} }] }
    : {};
}

/**
 * A shop's business profile at /.well-known/ucp (UCP overview, "Business profile"): the shopping service
 * over REST at `endpoint`, the capabilities built on it (checkout sessions, and discount codes: the shop's coupons) and the payment handlers.
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
        [UCP_CHECKOUT]: [{ version: UCP_VERSION, spec: `${SPEC}/checkout`, schema: `https://ucp.dev/${UCP_VERSION}/schemas/shopping/checkout.json` }],
        [UCP_DISCOUNT]: [{
          version: UCP_VERSION, spec: `${SPEC}/discount`, schema: `https://ucp.dev/${UCP_VERSION}/schemas/shopping/discount.json`, extends: UCP_CHECKOUT,
        }],
      },
      payment_handlers: ucpPaymentHandlers(sandbox),
    },
  };
}
