import { and, eq, inArray } from 'drizzle-orm';
import { absoluteImageUrl, shopUrl } from '@/lib/agents/shop-url';
import { UCP_VERSION } from '@/lib/agents/ucp/version';
import type { UcpCheckoutInput } from '@/lib/contract/ucp';
import { type Transaction } from '@/lib/db';
import { cartLineItems, products } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { CouponFailedError, redeemCoupon } from '@/lib/server/cart/coupon';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import { couponReason, discountCode, type LineLinks, type UcpMessage } from './ucp-session-view';

/**
 * What UCP carts and checkout sessions write into the shop's cart alike (docs/api/agents.md, UCP): the
 * agent's token for it, the lines by product id, the discount codes; and the answer when nothing can be sold.
 */

const ROUTING = routingConfigFromEnv(process.env);

export interface UcpContext {
  shop: Shop;
  locale: string;
}

/** The agent's token for its cart, as the cart services take a browser's. */
export function agentToken(value: string | undefined): BrowserToken & { created?: string } {
  const token: BrowserToken & { created?: string } = { value, replace: (created) => { token.created = created; }, clear: () => {} };
  return token;
}

/** A business outcome without a cart or session (UCP REST: all items unavailable, a cart not found). */
export interface UcpRefusal {
  ucp: { version: string; status: 'error' };
  messages: UcpMessage[];
  continue_url: string;
}

/** The refusal with these messages (each unrecoverable: there is nothing to act on); `continue_url` is the shop's home. */
export function ucpRefusal(ctx: UcpContext, messages: UcpMessage[]): UcpRefusal {
  return {
    ucp: { version: UCP_VERSION, status: 'error' },
    messages: messages.map((message) => (message.type === 'error' ? { ...message, severity: 'unrecoverable' } : message)),
    continue_url: shopUrl(ctx.shop, ctx.locale, '/', ROUTING),
  };
}

interface LinePlan {
  rows: { productId: string; quantity: number }[];
  messages: UcpMessage[];
}

/** The requested lines the shop sells (merged by product); unknown, hidden and master products become messages. */
async function planLines(tx: Transaction, shop: Shop, lines: UcpCheckoutInput['line_items']): Promise<LinePlan> {
  const ids = [...new Set(lines.map((line) => line.item.id))];
  const found = ids.length === 0 ? [] : await tx.select({ id: products.id, kind: products.kind, isVisible: products.isVisible, masterId: products.variationMasterId })
    .from(products).where(and(eq(products.shopId, shop.id), inArray(products.id, ids)));
  const masterIds = found.flatMap((p) => (p.masterId ? [p.masterId] : []));
  const masters = masterIds.length === 0 ? [] : await tx.select({ id: products.id, isVisible: products.isVisible })
    .from(products).where(inArray(products.id, masterIds));
  const sellable = new Set(found.filter((p) => p.isVisible && p.kind !== 'master' && (!p.masterId || masters.find((m) => m.id === p.masterId)?.isVisible))
    .map((p) => p.id));
  const quantities = new Map<string, number>();
  const messages: UcpMessage[] = [];
  lines.forEach((line, i) => {
    if (!sellable.has(line.item.id)) {
      const isMaster = found.some((p) => p.id === line.item.id && p.kind === 'master' && p.isVisible);
      messages.push({
        type: 'error', code: 'item_unavailable', path: `$.line_items[${i}].item.id`, severity: 'recoverable',
        content: isMaster ? 'This product is sold as one of its variations: choose a variation\'s id' : 'No such product for sale',
      });
      return;
    }
    quantities.set(line.item.id, (quantities.get(line.item.id) ?? 0) + line.quantity);
  });
  return { rows: [...quantities].map(([productId, quantity]) => ({ productId, quantity })), messages };
}

/**
 * A write answered as a business outcome without a resource (ucpRefusal): a create whose every line is
 * refused, a cart that is gone. Thrown inside the write's transaction, so nothing is kept.
 */
export class UcpRefusedError extends Error {
  constructor(readonly messages: UcpMessage[]) {
    super(messages[0]?.content ?? 'Refused');
  }
}

/** The message of a cart that does not exist (anymore), is another shop's, or was handed to a browser. */
export const cartNotFound = (path?: string): UcpMessage =>
  ({ type: 'error', code: 'not_found', ...(path ? { path } : {}), content: 'Cart not found or has expired', severity: 'unrecoverable' });

/** How a cart's or a checkout's lines link their products and images, absolute on the shop's address. */
export function lineLinks({ shop, locale }: UcpContext): LineLinks {
  return { productUrl: (slug) => shopUrl(shop, locale, routes.product(slug), ROUTING), imageUrl: (url) => absoluteImageUrl(shop, url) };
}

/**
 * Replaces the cart's lines with the requested ones the shop sells (PUT replaces) and answers the messages
 * for the others. A product already in the cart keeps its line (and the line's id) with the new quantity. Quantities are not held against the stock here: a line beyond it is answered `out_of_stock`,
 * and the stock is taken only when the order is placed. With `atLeastOne`, no sellable line is a refusal.
 */
export async function replaceLines(tx: Transaction, shop: Shop, cartId: string, lines: UcpCheckoutInput['line_items'], atLeastOne: boolean): Promise<UcpMessage[]> {
  const plan = await planLines(tx, shop, lines);
  if (atLeastOne && plan.rows.length === 0) {
    throw new UcpRefusedError(plan.messages.length > 0 ? plan.messages : [{ type: 'error', code: 'missing', path: '$.line_items', content: 'The cart is empty', severity: 'unrecoverable' }]);
  }
  const wanted = new Map(plan.rows.map((row) => [row.productId, row.quantity]));
  const existing = await tx.select({ id: cartLineItems.id, productId: cartLineItems.productId }).from(cartLineItems).where(eq(cartLineItems.cartId, cartId));
  const gone = existing.filter((line) => !wanted.has(line.productId)).map((line) => line.id);
  if (gone.length > 0) await tx.delete(cartLineItems).where(inArray(cartLineItems.id, gone));
  for (const line of existing) {
    const quantity = wanted.get(line.productId);
    if (quantity !== undefined) await tx.update(cartLineItems).set({ quantity, updatedAt: new Date() }).where(eq(cartLineItems.id, line.id));
  }
  // New lines follow the kept ones in the order the agent sent them (lines are listed by when they were added).
  const known = new Set(existing.map((line) => line.productId));
  const added = plan.rows.filter((row) => !known.has(row.productId));
  const start = Date.now();
  if (added.length > 0) await tx.insert(cartLineItems).values(added.map((row, i) => ({ ...row, cartId, shopId: shop.id, createdAt: new Date(start + i) })));
  return plan.messages;
}

/**
 * The discount extension on the shop's coupons: the first code is redeemed as the web cart redeems it
 * (after the lines, as its minimum depends on them); a code that does not apply, and any further code
 * (a cart takes one coupon), is a warning (UCP discount, Rejected codes), not an error.
 */
export async function applyDiscountCodes(ctx: UcpContext, cartToken: string, codes: string[]): Promise<UcpMessage[]> {
  const [first, ...others] = codes;
  const messages: UcpMessage[] = others.map((code, i) => ({
    type: 'warning', code: 'discount_code_combination_disallowed', path: `$.discounts.codes[${i + 1}]`, content: `Only one code applies: ${code} was not`,
  }));
  if (!first) return messages;
  try {
    await redeemCoupon(ctx.shop, ctx.locale, agentToken(cartToken), first);
  } catch (error) {
    if (!(error instanceof CouponFailedError)) throw error;
    messages.unshift({ type: 'warning', code: discountCode(error.reason), path: '$.discounts.codes[0]', content: couponReason(error.reason) });
  }
  return messages;
}
