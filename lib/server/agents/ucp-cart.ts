import { eq } from 'drizzle-orm';
import { checkoutHandoverUrl } from '@/lib/agents/agent-files';
import { UCP_CART, UCP_DISCOUNT, UCP_VERSION } from '@/lib/agents/ucp/version';
import type { UcpCartInput } from '@/lib/contract/ucp';
import { getDb, type Executor, type Transaction } from '@/lib/db';
import { carts, ucpCarts, ucpCheckoutSessions } from '@/lib/db/schema';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { writeCart, writeCartIn, type CartRow } from '@/lib/server/cart/cart-write';
import { findCartRow } from '@/lib/server/cart/find-cart';
import type { CartState } from '@/lib/server/cart/cart-payload';
import { loadCartState } from '@/lib/server/cart/get-cart';
import type { Shop } from '@/lib/server/shop/types';
import { checkoutHandover } from './checkout-handover';
import {
  agentToken, applyDiscountCodes, cartNotFound, lineLinks, replaceLines, ucpRefusal, UcpRefusedError, type UcpContext, type UcpRefusal,
} from './ucp-cart-contents';
import { couponMessages, lineMessages, stateTotals, ucpDiscounts, ucpLineItems, type UcpMessage } from './ucp-session-view';

/**
 * UCP carts (dev.ucp.shopping.cart with the discount extension; docs/api/agents.md, UCP) on the shop's
 * cart: a UCP cart is an agent's cart, reached by its secret token, which is the cart's id, as a checkout
 * session is. Lines and the coupon live in the cart as the web cart keeps them, priced in the market of
 * the cart's delivery country (`context.address_country`). Nothing is held against the stock: a line
 * beyond it is answered `out_of_stock`, and the stock is taken only when its checkout places the order.
 */

const ROUTING = routingConfigFromEnv(process.env);

const CART_UCP = { version: UCP_VERSION, capabilities: { [UCP_CART]: [{ version: UCP_VERSION }], [UCP_DISCOUNT]: [{ version: UCP_VERSION }] } };

type UcpCartRow = typeof ucpCarts.$inferSelect;

/**
 * The open UCP cart of this id in this shop, or null: unknown, another shop's, canceled, ordered through
 * its checkout, or handed over to a browser (its token changed). Each of those answers `not_found`.
 */
export async function findUcpCart(db: Executor, shop: Shop, id: string): Promise<{ cart: CartRow; row: UcpCartRow } | null> {
  const cart = await findCartRow(db, shop, id);
  if (!cart || cart.status !== 'open') return null;
  const [row] = await db.select().from(ucpCarts).where(eq(ucpCarts.cartId, cart.id));
  return row ? { cart, row } : null;
}

/** What a cart operation answers: the cart (201 when created), or a business outcome without one (200). */
export type UcpCartAnswer = { status: 200 | 201; body: UcpCartView } | { status: 200; body: UcpRefusal };

/** The answer for no such cart (UCP cart REST, Get Cart: "Not Found"), with the cart capability named. */
function notFound(ctx: UcpContext): UcpCartAnswer {
  const refusal = ucpRefusal(ctx, [cartNotFound()]);
  return { status: 200, body: { ...refusal, ucp: { ...CART_UCP, ...refusal.ucp } } };
}

/**
 * A UCP cart as it answers (schemas/shopping/cart.json with discount.json's cart): its lines and estimated
 * totals in minor units of its market's currency (no fulfillment until its checkout chooses a shipping
 * method; `tax` the VAT within the total where prices include it), the context's country, the buyer, the
 * coupon, what cannot be sold as it is, and the hand-over link for the shopper's browser.
 */
function cartBody(ctx: UcpContext, id: string, { cart, row }: { cart: CartRow; row: UcpCartRow }, state: CartState, continueUrl: string, extra: UcpMessage[]) {
  return {
    ucp: CART_UCP,
    id,
    line_items: ucpLineItems(state, lineLinks(ctx)),
    ...(cart.countryCode ? { context: { address_country: cart.countryCode } } : {}),
    buyer: row.buyer,
    currency: state.contents.pricing.currency,
    totals: stateTotals(state),
    discounts: ucpDiscounts(state),
    messages: [...extra, ...lineMessages(state), ...couponMessages(state)],
    links: [],
    continue_url: continueUrl,
  };
}

type UcpCartView = ReturnType<typeof cartBody>;

async function cartView(ctx: UcpContext, id: string, extra: UcpMessage[] = [], status: 200 | 201 = 200): Promise<UcpCartAnswer> {
  const db = await getDb();
  const found = await findUcpCart(db, ctx.shop, id);
  if (!found) return notFound(ctx);
  const state = await loadCartState(db, ctx.shop, found.cart.locale, found.cart);
  const handover = await checkoutHandover(ctx.shop, id);
  return { status, body: cartBody(ctx, id, found, state, checkoutHandoverUrl(ctx.shop, handover.token, ROUTING), extra) };
}

/** The cart is (still) a UCP cart, and whether a checkout was made from it; checked with the cart row locked. */
async function ucpCartOf(tx: Transaction, cart: CartRow): Promise<{ checkout: boolean }> {
  const [row] = await tx.select({ cartId: ucpCarts.cartId }).from(ucpCarts).where(eq(ucpCarts.cartId, cart.id));
  if (!row) throw new UcpRefusedError([cartNotFound()]);
  const [session] = await tx.select({ cartId: ucpCheckoutSessions.cartId }).from(ucpCheckoutSessions).where(eq(ucpCheckoutSessions.cartId, cart.id));
  return { checkout: Boolean(session) };
}

/**
 * Writes the whole cart the agent sent (PUT replaces): lines, buyer, the context's country, the discount
 * code. The country moves the cart to its market (re-priced), as the web cart's `country` does; without a
 * context the cart stays where it is. While a checkout made from the cart is open, the checkout's addresses
 * decide the market and its buyer the order's e-mail, so the cart's context and e-mail do not apply.
 */
async function writeUcpCart(ctx: UcpContext, token: ReturnType<typeof agentToken>, input: UcpCartInput, create: boolean): Promise<{ cartId: string | null; messages: UcpMessage[] }> {
  const { shop, locale } = ctx;
  const buyer = input.buyer ?? {};
  const country = input.context?.address_country?.toUpperCase();
  let messages: UcpMessage[] = [];
  const { cartId } = await writeCartIn(shop, locale, token, { create }, async (tx, cart) => {
    const { checkout } = create ? { checkout: false } : await ucpCartOf(tx, cart);
    messages = await replaceLines(tx, shop, cart.id, input.line_items, create);
    await tx.update(carts).set({ couponId: null, ...(checkout ? {} : { email: buyer.email ?? null }) }).where(eq(carts.id, cart.id));
    if (create) await tx.insert(ucpCarts).values({ cartId: cart.id, shopId: shop.id, buyer });
    else await tx.update(ucpCarts).set({ buyer }).where(eq(ucpCarts.cartId, cart.id));
    return checkout ? undefined : country;
  });
  const cartToken = token.value ?? token.created;
  if (cartId && cartToken) messages = [...messages, ...await applyDiscountCodes(ctx, cartToken, input.discounts?.codes ?? [])];
  return { cartId, messages };
}

/** Create Cart: a new cart with the lines; 201 with the cart, or the refusal (200, no cart) when no line can be sold. */
export async function createUcpCart(ctx: UcpContext, input: UcpCartInput): Promise<UcpCartAnswer> {
  const token = agentToken(undefined);
  try {
    const { messages } = await writeUcpCart(ctx, token, input, true);
    if (!token.created) throw new Error('The new cart handed out no token');
    return await cartView(ctx, token.created, messages, 201);
  } catch (error) {
    if (!(error instanceof UcpRefusedError)) throw error;
    return { status: 200, body: ucpRefusal(ctx, error.messages) };
  }
}

/** Get Cart; `not_found` for no open UCP cart of this shop. */
export function getUcpCart(ctx: UcpContext, id: string): Promise<UcpCartAnswer> {
  return cartView(ctx, id);
}

/** Update Cart: replaces the lines, buyer, context and codes; an update may empty the cart. */
export async function updateUcpCart(ctx: UcpContext, id: string, input: UcpCartInput): Promise<UcpCartAnswer> {
  if (!await findUcpCart(await getDb(), ctx.shop, id)) return notFound(ctx);
  try {
    const { cartId, messages } = await writeUcpCart(ctx, agentToken(id), input, false);
    return cartId ? await cartView(ctx, id, messages) : notFound(ctx);
  } catch (error) {
    if (error instanceof UcpRefusedError) return notFound(ctx);
    throw error;
  }
}

/**
 * Cancel Cart: answers the cart as it was, then it is gone (its id answers `not_found`). The shop's cart
 * is deleted with it, unless a checkout was made from it: that checkout goes on with the cart.
 */
export async function cancelUcpCart(ctx: UcpContext, id: string): Promise<UcpCartAnswer> {
  const before = await cartView(ctx, id);
  if (!('id' in before.body)) return before;
  try {
    const cartId = await writeCart(ctx.shop, ctx.locale, agentToken(id), { create: false }, async (tx, cart) => {
      const { checkout } = await ucpCartOf(tx, cart);
      await tx.delete(ucpCarts).where(eq(ucpCarts.cartId, cart.id));
      if (!checkout) await tx.delete(carts).where(eq(carts.id, cart.id));
    });
    return cartId ? before : notFound(ctx);
  } catch (error) {
    if (error instanceof UcpRefusedError) return notFound(ctx);
    throw error;
  }
}
