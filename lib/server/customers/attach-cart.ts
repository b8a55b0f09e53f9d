import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { carts } from '@/lib/db/schema';
import { hashToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import type { Customer } from './types';

/** Links the shopper's open cart in this shop (if the browser's cart token names one) to the customer who just signed in. */
export async function attachCartToCustomer(shop: Shop, cartToken: string | undefined, customer: Customer): Promise<void> {
  if (!cartToken || cartToken.length > 128) return;
  const db = await getDb();
  await db.update(carts)
    .set({ customerId: customer.customerId, email: customer.email, updatedAt: new Date() })
    .where(and(eq(carts.shopId, shop.id), eq(carts.tokenHash, hashToken(cartToken)), eq(carts.status, 'open')));
}
