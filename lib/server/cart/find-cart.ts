import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { carts } from '@/lib/db/schema';
import { hashToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import type { CartRow } from './cart-write';

/** The cart a token belongs to in this shop, open or ordered; another shop's cart counts as none. */
export async function findCartRow(db: Executor, shop: Shop, token: string | undefined): Promise<CartRow | null> {
  if (!token) return null;
  const [cart] = await db.select().from(carts).where(and(eq(carts.shopId, shop.id), eq(carts.tokenHash, hashToken(token))));
  return cart ?? null;
}
