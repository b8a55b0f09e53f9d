import { ucpPaymentHandlers } from '@/lib/agents/ucp/profile';
import { UCP_CHECKOUT, UCP_DISCOUNT, UCP_FULFILLMENT, UCP_VERSION } from '@/lib/agents/ucp/version';
import type { CouponFailureCode } from '@/lib/contract/cart';
import type { ucpCheckoutSessions } from '@/lib/db/schema';
import type { CartState } from '@/lib/server/cart/cart-payload';
import { isLineAvailable } from '@/lib/server/cart/price-cart';
import { ucpTotals } from './ucp-totals';
import { fulfillmentMessages, type fulfillmentView } from './ucp-fulfillment';

export type UcpSessionRow = typeof ucpCheckoutSessions.$inferSelect;

type Severity = 'recoverable' | 'requires_buyer_input' | 'unrecoverable';

/**
 * A message of the UCP checkout: an error (types/message_error.json) keeps the session from completing;
 * a warning (types/message_warning.json) only informs, as for a discount code that was not applied.
 */
export type UcpMessage =
  | { type: 'error'; code: string; path?: string; content: string; severity: Severity }
  | { type: 'warning'; code: string; path?: string; content: string };

/** The discount extension's code for a coupon that does not apply (UCP discount, Rejected codes). */
export function discountCode(reason: CouponFailureCode): string {
  return reason === 'CouponExpired' ? 'discount_code_expired' : 'discount_code_invalid';
}

const COUPON_REASONS: Record<CouponFailureCode, string> = {
  CouponIsEmpty: 'The code is empty',
  CouponNotFound: 'No such code',
  CouponExpired: 'The code has expired',
  LineItemsSubTotalTooSmall: 'The order is below the code\'s minimum',
  CouponUsageLimitReached: 'The code has been used up',
};

/** Why a coupon does not apply, for the agent. */
export const couponReason = (reason: CouponFailureCode) => COUPON_REASONS[reason];

export type UcpStatus = 'incomplete' | 'requires_escalation' | 'ready_for_complete' | 'completed' | 'canceled';

const missing = (path: string, content: string, severity: Severity = 'recoverable'): UcpMessage =>
  ({ type: 'error', code: 'missing', path, content, severity });

/** The lines the shop cannot sell as they are: beyond the stock, or no longer for sale (a cart's and a checkout's). */
export function lineMessages({ contents }: CartState): UcpMessage[] {
  return contents.lines.flatMap((line, i): UcpMessage[] => {
    if (isLineAvailable(line)) return [];
    return [line.isSellable
      ? { type: 'error', code: 'out_of_stock', path: `$.line_items[${i}].quantity`, content: `Only ${Math.max(line.stockLevel, 0)} of ${line.name} in stock`, severity: 'recoverable' }
      : { type: 'error', code: 'item_unavailable', path: `$.line_items[${i}]`, content: `${line.name} is no longer available`, severity: 'recoverable' }];
  });
}

/** The coupon on the cart that stopped applying (its lines changed): an error until removed. */
export function couponMessages({ priced }: CartState): UcpMessage[] {
  return priced.couponErrors.map((reason) => ({ type: 'error', code: discountCode(reason), path: '$.discounts.codes[0]', content: couponReason(reason), severity: 'recoverable' }));
}

/** How a cart or a checkout links its lines' products and images, absolute on the shop's address. */
export interface LineLinks {
  productUrl: (slug: string) => string;
  imageUrl: (url: string) => string;
}

/** The cart's lines as UCP answers them (types/line_item.json), the same in a cart and a checkout. */
export function ucpLineItems({ contents, priced }: CartState, { productUrl, imageUrl }: LineLinks) {
  return contents.lines.map((line, i) => {
    const amount = priced.totals.lines[i]?.totalAmount ?? 0;
    return {
      id: line.lineItemId,
      item: {
        id: line.productId, title: line.name, price: priced.totals.lines[i]?.unitPriceAmount ?? line.basePriceAmount,
        ...(line.image ? { image_url: imageUrl(line.image.url) } : {}),
      },
      quantity: line.quantity,
      totals: [{ type: 'subtotal', amount }, { type: 'total', amount }],
      url: productUrl(line.slug),
    };
  });
}

/** The discount extension's answer (discount.json#/$defs/discounts_object): the cart's coupon, applied when it lowers the price. */
export function ucpDiscounts({ contents, priced }: CartState) {
  return {
    codes: contents.coupon ? [contents.coupon.code] : [],
    applied: contents.coupon && priced.totals.discount > 0
      ? [{ code: contents.coupon.code, title: contents.coupon.campaignName, amount: priced.totals.discount, method: 'across' as const }] : [],
  };
}

/** The totals of the cart's state (types/totals.json): fulfillment only once a shipping method is chosen. */
export function stateTotals({ contents, priced }: CartState) {
  return ucpTotals({
    subtotal: priced.totals.subtotal, discount: priced.totals.discount, shipping: priced.totals.shipping,
    shippingName: contents.shippingMethod?.name ?? null, paymentFee: priced.totals.paymentFee, paymentFeeName: contents.paymentMethod?.name ?? null,
    tax: priced.totals.tax, pricesIncludeTax: contents.pricing.market.pricesIncludeTax, grandTotal: priced.totals.grandTotal,
  });
}

/**
 * What a session still lacks, in the protocol's words: the checks of the web checkout's place-order
 * (lib/server/checkout/requirements.ts) as messages with the JSON path the agent fills. Problems the agent
 * cannot solve through this API (no shipping method, no payment handler) need the shopper: `requires_buyer_input`.
 */
export function sessionMessages(state: CartState, row: UcpSessionRow, sandbox: boolean, extra: UcpMessage[] = []): UcpMessage[] {
  const { contents, priced } = state;
  const messages: UcpMessage[] = [...extra];
  if (contents.lines.length === 0) messages.push(missing('$.line_items', 'Add at least one item'));
  messages.push(...lineMessages(state));
  if (!row.buyer.email) messages.push(missing('$.buyer.email', 'The buyer\'s e-mail address is required'));
  if (!contents.cart.billingAddress && !extra.some((m) => m.path?.startsWith('$.payment.instruments[0].billing_address'))) {
    messages.push(missing('$.payment.instruments[0].billing_address', 'A billing address is required; the goods are delivered to it'));
  }
  if (!contents.shippingMethod) messages.push(missing('$.fulfillment', 'The shop has no shipping method for this order', 'requires_buyer_input'));
  messages.push(...fulfillmentMessages(row.destination, state));
  // A coupon on the cart that stopped applying blocks the order (as in the web checkout) until it is removed.
  messages.push(...couponMessages(state));
  if (!priced.totals.withinLimits) messages.push({ type: 'error', code: 'total_too_large', content: 'The order total is too large', severity: 'unrecoverable' });
  if (!sandbox) {
    messages.push({
      type: 'error', code: 'payment_handler_unavailable', path: '$.payment',
      content: 'This shop takes no payment from agents yet; the buyer completes the purchase at continue_url', severity: 'requires_buyer_input',
    });
  }
  return messages;
}

/** The status the messages leave (UCP checkout, Status lifecycle). */
export function sessionStatus(row: UcpSessionRow, messages: UcpMessage[]): UcpStatus {
  if (row.orderId) return 'completed';
  if (row.canceledAt) return 'canceled';
  const errors = messages.filter((m) => m.type === 'error');
  if (errors.some((m) => m.severity === 'requires_buyer_input')) return 'requires_escalation';
  return errors.length > 0 ? 'incomplete' : 'ready_for_complete';
}

export interface SessionViewInput extends LineLinks {
  id: string;
  state: CartState;
  row: UcpSessionRow;
  sandbox: boolean;
  messages: UcpMessage[];
  /** The checkout hand-over link, for sessions that are not over. */
  continueUrl: string | null;
  fulfillment: ReturnType<typeof fulfillmentView>;
  /** The order's id for UCP (lib/server/agents/ucp-order-id.ts), once the session has one. */
  orderId: string | null;
}

/**
 * A checkout session as UCP answers it (schemas/shopping/checkout.json): the cart's lines and totals in
 * minor units of the cart's market's currency (prices include VAT: `tax` names the VAT within the total),
 * the buyer, the fulfillment, the messages and, once ordered, the order with its confirmation page.
 */
export function sessionView({ id, state, row, sandbox, messages, continueUrl, fulfillment, orderId, productUrl, imageUrl }: SessionViewInput) {
  const status = sessionStatus(row, messages);
  const over = status === 'completed' || status === 'canceled';
  return {
    ucp: {
      version: UCP_VERSION,
      capabilities: { [UCP_CHECKOUT]: [{ version: UCP_VERSION }], [UCP_DISCOUNT]: [{ version: UCP_VERSION }], [UCP_FULFILLMENT]: [{ version: UCP_VERSION }] },
      payment_handlers: ucpPaymentHandlers(sandbox),
    },
    id,
    status,
    currency: state.contents.pricing.currency,
    line_items: ucpLineItems(state, { productUrl, imageUrl }),
    buyer: row.buyer,
    discounts: ucpDiscounts(state),
    totals: stateTotals(state),
    fulfillment,
    messages: over ? [] : messages,
    links: [],
    ...(continueUrl && !over ? { continue_url: continueUrl } : {}),
    ...(orderId && row.orderUrl ? { order: { id: orderId, permalink_url: row.orderUrl } } : {}),
  };
}

export type UcpSessionView = ReturnType<typeof sessionView>;
