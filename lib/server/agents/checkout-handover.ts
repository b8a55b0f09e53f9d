import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CHECKOUT_HANDOVER_SECONDS } from '@/lib/contract/mcp';
import { getDb } from '@/lib/db';
import { carts } from '@/lib/db/schema';
import { findCartRow } from '@/lib/server/cart/find-cart';
import { cartOrderedError } from '@/lib/server/cart/cart-write';
import { NotFoundError } from '@/lib/server/errors';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { getServerSecret } from '@/lib/server/security/secret';
import { hmac, signToken, verifyToken } from '@/lib/server/security/signed-token';
import { hashToken, newToken, safeEqual } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Handing a cart an agent built over to the shopper's browser (docs/api/agents.md, Checkout hand-over).
 * A cart is reached by the token its holder keeps (the browser's cookie, the agent's cartToken). The
 * agent gets a signed link naming the cart and bound to the cart's current token; opening it gives the
 * browser a new token and the cart's stored hash becomes that one, so the link works once, and from then
 * on the agent's token reaches nothing: what the shopper enters at checkout (addresses, e-mail) is never
 * readable by the agent.
 */

const handoverSchema = z.object({ use: z.literal('cart-handover'), cart: z.uuid(), bind: z.string().max(100), exp: z.number().int() });

/** Ties a link to the token the cart has now; the hash alone never leaves the server. */
const binding = (tokenHash: string, secret: string) => hmac(`cart-handover:${tokenHash}`, secret);

/**
 * A link token for the open cart of `cartToken`, good until `expiresAt` or its first use.
 * 404 without such a cart, 409 for a cart that has become an order.
 */
export async function checkoutHandover(shop: Shop, cartToken: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const cart = await findCartRow(await getDb(), shop, cartToken);
  if (!cart) throw new NotFoundError('Cart not found');
  if (cart.status !== 'open') throw cartOrderedError();
  const secret = await getServerSecret();
  const expiresAt = new Date(now.getTime() + CHECKOUT_HANDOVER_SECONDS * 1000);
  const payload = { use: 'cart-handover', cart: cart.id, bind: binding(cart.tokenHash, secret), exp: Math.floor(expiresAt.getTime() / 1000) };
  return { token: signToken(payload, secret), expiresAt };
}

/**
 * Opens a hand-over link: the browser's cart becomes the link's cart under a new token (replacing any
 * cart it had in this shop). The cart's language, or null when the link is not one of ours, names
 * another shop's or an ordered cart, has expired or was used already.
 */
export async function takeOverCart(shop: Shop, linkToken: string, browser: BrowserToken, now = new Date()): Promise<{ locale: string } | null> {
  const secret = await getServerSecret();
  const parsed = handoverSchema.safeParse(verifyToken(linkToken, secret));
  if (!parsed.success || parsed.data.exp * 1000 <= now.getTime()) return null;
  const db = await getDb();
  const [cart] = await db.select().from(carts).where(and(eq(carts.shopId, shop.id), eq(carts.id, parsed.data.cart)));
  if (!cart || cart.status !== 'open' || !safeEqual(parsed.data.bind, binding(cart.tokenHash, secret))) return null;
  const token = newToken();
  // Only from the token the link was made for: of two openings at once, one takes the cart.
  const moved = await db.update(carts).set({ tokenHash: hashToken(token), updatedAt: now })
    .where(and(eq(carts.id, cart.id), eq(carts.tokenHash, cart.tokenHash), eq(carts.status, 'open'))).returning({ id: carts.id });
  if (moved.length === 0) return null;
  browser.replace(token);
  return { locale: cart.locale };
}
