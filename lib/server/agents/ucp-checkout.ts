import { and, eq, inArray } from 'drizzle-orm';
import { checkoutHandoverUrl } from '@/lib/agents/agent-files';
import { shopUrl } from '@/lib/agents/shop-url';
import { UCP_SANDBOX_HANDLER_ID } from '@/lib/agents/ucp/version';
import type { UcpCheckoutCreateInput, UcpCheckoutInput, UcpCompleteInput, UcpPostalAddress } from '@/lib/contract/ucp';
import { getDb, type Transaction } from '@/lib/db';
import { carts, paymentMethods, ucpCarts, ucpCheckoutSessions, type UcpBuyer } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { REDIRECT_PAYMENT_KINDS } from '@/lib/server/cart/shop-facts';
import { writeCart, writeCartIn, type CartRow } from '@/lib/server/cart/cart-write';
import { findCartRow } from '@/lib/server/cart/find-cart';
import { loadCartState } from '@/lib/server/cart/get-cart';
import { defaultShippingMethodOf, listShippingMethods } from '@/lib/server/checkout/methods';
import { issuePaymentApproval } from '@/lib/server/checkout/payment-tokens';
import { paymentSandboxEnabled } from '@/lib/server/checkout/sandbox';
import { ConflictError, DomainError, NotFoundError } from '@/lib/server/errors';
import { placeOrder } from '@/lib/server/orders/place-order';
import { getServerSecret } from '@/lib/server/security/secret';
import type { Shop } from '@/lib/server/shop/types';
import { checkoutHandover } from './checkout-handover';
import { checkoutAddressOf } from './ucp-address';
import { findUcpCart } from './ucp-cart';
import {
  agentToken, applyDiscountCodes, cartNotFound, lineLinks, replaceLines, ucpRefusal, UcpRefusedError, type UcpContext, type UcpRefusal,
} from './ucp-cart-contents';
import { deliveryRequestOf, fulfillmentView } from './ucp-fulfillment';
import { ucpOrderId } from './ucp-order-id';
import { sessionMessages, sessionView, type UcpMessage, type UcpSessionView } from './ucp-session-view';

/**
 * UCP checkout sessions (docs/api/agents.md, UCP) on the web checkout's services: a session is an
 * agent's cart, reached by its secret token, which is the session's id. Lines, the billing address and
 * the shipping method live in the cart as the web checkout keeps them; completing places the order with
 * place-order, so stock is taken exactly as for a shopper: by the guarded update when the order is placed.
 */

const ROUTING = routingConfigFromEnv(process.env);

/** The billing address from the buyer and the selected instrument's billing address, in the web checkout's shape, or what is missing. */
function billingAddressOf(shop: Shop, buyer: UcpBuyer, address: UcpPostalAddress | undefined) {
  return address ? checkoutAddressOf(shop, buyer, address, '$.payment.instruments[0].billing_address') : Promise.resolve({ address: null, messages: [] });
}

const selectedInstrument = (payment: UcpCheckoutInput['payment']) =>
  payment?.instruments?.find((instrument) => instrument.selected) ?? payment?.instruments?.[0];

/**
 * Writes the whole session the agent sent (PUT replaces): lines, buyer, billing address, fulfillment
 * destination and option. The cart moves to the delivery country (re-priced in its market), as the web
 * checkout's address steps move it. Answers what could not be taken.
 */
async function writeSession(ctx: UcpContext, token: ReturnType<typeof agentToken>, input: UcpCheckoutInput, mode: 'create' | 'convert' | 'update'): Promise<{ cartId: string | null; messages: UcpMessage[] }> {
  const { shop, locale } = ctx;
  const create = mode !== 'update';
  const buyer: UcpBuyer = input.buyer ?? {};
  const billing = await billingAddressOf(shop, buyer, selectedInstrument(input.payment)?.billing_address);
  const methods = await listShippingMethods(shop, locale);
  const delivery = await deliveryRequestOf(shop, buyer, input.fulfillment, methods);
  const shippingMethodId = delivery.methodId ?? (create ? defaultShippingMethodOf(methods)?.id : undefined);
  let messages: UcpMessage[] = [...billing.messages, ...delivery.messages];
  const { cartId } = await writeCartIn(shop, locale, token, { create: mode === 'create' }, async (tx, cart) => {
    if (mode === 'update') await assertSessionOpen(tx, cart);
    if (mode === 'convert') await assertConvertible(tx, cart);
    messages = [...await replaceLines(tx, shop, cart.id, input.line_items, create), ...messages];
    await tx.update(carts).set({
      email: buyer.email ?? null, billingAddress: billing.address, shippingAddress: delivery.address, couponId: null,
      ...(shippingMethodId ? { shippingMethodId } : {}),
    }).where(eq(carts.id, cart.id));
    const session = { buyer, destination: delivery.named };
    if (create) await tx.insert(ucpCheckoutSessions).values({ cartId: cart.id, shopId: shop.id, ...session });
    else await tx.update(ucpCheckoutSessions).set(session).where(eq(ucpCheckoutSessions.cartId, cart.id));
    return (delivery.address ?? billing.address)?.countryCode;
  });
  const cartToken = token.value ?? token.created;
  if (cartId && cartToken) messages = [...messages, ...await applyDiscountCodes(ctx, cartToken, input.discounts?.codes ?? [])];
  return { cartId, messages };
}

/** A checkout from a UCP cart that has one already: its open checkout is answered (UCP cart, Idempotent conversion). */
class ConvertedAlready extends Error {}

/** The cart is still a UCP cart (not canceled meanwhile) and has no checkout yet; checked with the cart row locked. */
async function assertConvertible(tx: Transaction, cart: CartRow): Promise<void> {
  const [ucpCart] = await tx.select({ cartId: ucpCarts.cartId }).from(ucpCarts).where(eq(ucpCarts.cartId, cart.id));
  if (!ucpCart) throw new UcpRefusedError([cartNotFound('$.cart_id')]);
  const [session] = await tx.select({ cartId: ucpCheckoutSessions.cartId }).from(ucpCheckoutSessions).where(eq(ucpCheckoutSessions.cartId, cart.id));
  if (session) throw new ConvertedAlready();
}

/** Refuses a write to a session that has ended, or to a cart that is no UCP session. */
async function assertSessionOpen(tx: Transaction, cart: CartRow): Promise<void> {
  const [row] = await tx.select().from(ucpCheckoutSessions).where(eq(ucpCheckoutSessions.cartId, cart.id));
  if (!row) throw new NotFoundError('Checkout session not found');
  if (row.canceledAt) throw new ConflictError('The checkout session is canceled', 'SessionCanceled');
}

async function viewOf(ctx: UcpContext, id: string, extra: UcpMessage[] = []): Promise<UcpSessionView> {
  const { shop } = ctx;
  const db = await getDb();
  const cart = await findCartRow(db, shop, id);
  const [row] = cart ? await db.select().from(ucpCheckoutSessions).where(eq(ucpCheckoutSessions.cartId, cart.id)) : [];
  if (!cart || !row) throw new NotFoundError('Checkout session not found');
  const state = await loadCartState(db, shop, cart.locale, cart);
  const sandbox = paymentSandboxEnabled();
  const open = cart.status === 'open' && !row.canceledAt;
  const continueUrl = open ? checkoutHandoverUrl(shop, (await checkoutHandover(shop, id)).token, ROUTING) : null;
  const methods = await listShippingMethods(shop, cart.locale, state.contents.pricing);
  return sessionView({
    id, state, row, sandbox, messages: sessionMessages(state, row, sandbox, extra), continueUrl,
    fulfillment: fulfillmentView(state, row.destination, methods), orderId: row.orderId ? ucpOrderId(row.orderId, id) : null,
    ...lineLinks(ctx),
  });
}

type Created = { status: 201; body: UcpSessionView } | { status: 200; body: UcpRefusal };

/**
 * A checkout from a UCP cart (cart.json#/$defs/checkout, `cart_id`): the same cart becomes the session,
 * so the checkout's id is the cart's, and what either changes (lines, the code) the other shows. The cart's
 * lines, buyer and code are used and the request's ignored, as the spec asks; its payment and fulfillment
 * are taken. A cart whose checkout is open answers that checkout; an unknown cart (another shop's, canceled,
 * ordered, handed over) is refused with `not_found`.
 */
async function checkoutFromCart(ctx: UcpContext, cartId: string, input: UcpCheckoutInput): Promise<Created> {
  const db = await getDb();
  const found = await findUcpCart(db, ctx.shop, cartId);
  if (!found) return { status: 200, body: ucpRefusal(ctx, [cartNotFound('$.cart_id')]) };
  const { contents } = await loadCartState(db, ctx.shop, found.cart.locale, found.cart);
  const fromCart: UcpCheckoutInput = {
    ...input,
    line_items: contents.lines.map((line) => ({ item: { id: line.productId }, quantity: line.quantity })),
    buyer: found.row.buyer,
    discounts: { codes: contents.coupon ? [contents.coupon.code] : [] },
  };
  try {
    const written = await writeSession(ctx, agentToken(cartId), fromCart, 'convert');
    if (!written.cartId) return { status: 200, body: ucpRefusal(ctx, [cartNotFound('$.cart_id')]) };
    return { status: 201, body: await viewOf(ctx, cartId, written.messages) };
  } catch (error) {
    if (error instanceof ConvertedAlready) return { status: 201, body: await viewOf(ctx, cartId) };
    if (error instanceof UcpRefusedError) return { status: 200, body: ucpRefusal(ctx, error.messages) };
    throw error;
  }
}

/** Create Checkout: a new cart with the lines, or the UCP cart named; 201 with the session, or the refusal when no line can be sold. */
export async function createCheckoutSession(ctx: UcpContext, input: UcpCheckoutCreateInput): Promise<Created> {
  const { cart_id: cartId, ...session } = input;
  if (cartId !== undefined) return checkoutFromCart(ctx, cartId, session);
  const token = agentToken(undefined);
  try {
    const { messages } = await writeSession(ctx, token, session, 'create');
    if (!token.created) throw new Error('The new cart handed out no token');
    return { status: 201, body: await viewOf(ctx, token.created, messages) };
  } catch (error) {
    if (!(error instanceof UcpRefusedError)) throw error;
    return { status: 200, body: ucpRefusal(ctx, error.messages) };
  }
}

/** Get Checkout. */
export function getCheckoutSession(ctx: UcpContext, id: string): Promise<UcpSessionView> {
  return viewOf(ctx, id);
}

/** Update Checkout: replaces the session's lines, buyer and billing address. */
export async function updateCheckoutSession(ctx: UcpContext, id: string, input: UcpCheckoutInput): Promise<UcpSessionView> {
  const { cartId, messages } = await writeSession(ctx, agentToken(id), input, 'update');
  if (!cartId) throw new NotFoundError('Checkout session not found');
  return viewOf(ctx, id, messages);
}

/**
 * Cancel Checkout: the session ends; its cart is kept unordered, and a UCP cart it was made from ends with
 * it (its id answers `not_found` from then on). A completed or canceled session refuses (409).
 */
export async function cancelCheckoutSession(ctx: UcpContext, id: string): Promise<UcpSessionView> {
  const cartId = await writeCart(ctx.shop, ctx.locale, agentToken(id), { create: false }, async (tx, cart) => {
    await assertSessionOpen(tx, cart);
    await tx.update(ucpCheckoutSessions).set({ canceledAt: new Date() }).where(eq(ucpCheckoutSessions.cartId, cart.id));
    await tx.delete(ucpCarts).where(eq(ucpCarts.cartId, cart.id));
  });
  if (!cartId) throw new NotFoundError('Checkout session not found');
  return viewOf(ctx, id);
}

/** The shop's first active sandboxed provider (PayPal express, Amazon Pay): what the sandbox handler pays with. */
async function sandboxPaymentMethod(shop: Shop) {
  const db = await getDb();
  const [method] = await db.select({ id: paymentMethods.id, kind: paymentMethods.kind }).from(paymentMethods)
    .where(and(eq(paymentMethods.shopId, shop.id), eq(paymentMethods.isActive, true), inArray(paymentMethods.kind, [...REDIRECT_PAYMENT_KINDS])))
    .orderBy(paymentMethods.position).limit(1);
  return method ?? null;
}

/**
 * Complete Checkout with the sandbox handler's instrument: the cart pays with one of the shop's
 * sandboxed providers, approved by the sandbox for the exact amount as its page would, then place-order
 * runs as for a shopper (its transaction takes the stock, or refuses). Without the sandbox (production)
 * nothing is paid and the session answers why (`payment_handler_unavailable`): no agent orders with a
 * fake payment. A session completed already answers its one order again.
 */
export async function completeCheckoutSession(ctx: UcpContext, id: string, input: UcpCompleteInput): Promise<UcpSessionView> {
  const { shop } = ctx;
  const db = await getDb();
  const cart = await findCartRow(db, shop, id);
  const [row] = cart ? await db.select().from(ucpCheckoutSessions).where(eq(ucpCheckoutSessions.cartId, cart.id)) : [];
  if (!cart || !row) throw new NotFoundError('Checkout session not found');
  if (row.orderId || !paymentSandboxEnabled()) return viewOf(ctx, id);
  if (row.canceledAt) throw new ConflictError('The checkout session is canceled', 'SessionCanceled');
  const instrument = selectedInstrument(input.payment);
  const refused = (code: string, content: string) => viewOf(ctx, id, [{ type: 'error', code, path: '$.payment.instruments[0]', content, severity: 'recoverable' }]);
  if (instrument?.handler_id !== UCP_SANDBOX_HANDLER_ID) return refused('payment_failed', `Pay with the handler "${UCP_SANDBOX_HANDLER_ID}"`);
  const method = await sandboxPaymentMethod(shop);
  if (!method) return refused('payment_failed', 'The shop offers no sandboxed payment method');
  const billing = instrument.billing_address ? await billingAddressOf(shop, row.buyer, instrument.billing_address) : null;
  if (billing && !billing.address) return viewOf(ctx, id, billing.messages);
  let approval: string | undefined;
  const secret = await getServerSecret();
  // An ordered cart whose session missed its order (a failure in between) goes straight to place-order, which answers that order.
  if (cart.status === 'open') await writeCart(shop, cart.locale, agentToken(id), { create: false }, async (tx, locked) => {
    const chosen = { ...locked, paymentMethodId: method.id, ...(billing?.address ? { billingAddress: billing.address } : {}) };
    await tx.update(carts).set({ paymentMethodId: chosen.paymentMethodId, billingAddress: chosen.billingAddress }).where(eq(carts.id, locked.id));
    const state = await loadCartState(tx, shop, locked.locale, chosen);
    if (sessionMessages(state, row, true).some((message) => message.type === 'error')) return;
    // The sandbox approves anything: the agent's sandbox instrument stands for the shopper's approval on its page.
    approval = issuePaymentApproval({
      k: 'payment-session', shopId: shop.id, cartId: locked.id, paymentMethodId: method.id, kind: method.kind,
      amount: state.priced.totals.grandTotal, currency: shop.currency, returnUri: '', cancelUri: '', exp: 0,
    }, secret);
  });
  if (cart.status === 'open' && !approval) return viewOf(ctx, id);
  try {
    const placed = await placeOrder(shop, cart.locale, agentToken(id), { paymentToken: approval });
    const orderUrl = new URL(shopUrl(shop, cart.locale, routes.order(placed.orderId), ROUTING));
    orderUrl.searchParams.set('viewtoken', placed.viewToken);
    await db.update(ucpCheckoutSessions).set({ orderId: placed.orderId, orderUrl: orderUrl.href }).where(eq(ucpCheckoutSessions.cartId, cart.id));
  } catch (error) {
    // Refusals of place-order (stock gone meanwhile, a price changed after approval) are the session's messages.
    if (!(error instanceof DomainError) || error.status !== 422) throw error;
    return viewOf(ctx, id, [{ type: 'error', code: error.code === 'LowStockLevel' ? 'out_of_stock' : 'payment_failed', content: error.message, severity: 'recoverable' }]);
  }
  return viewOf(ctx, id);
}
