import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { customers } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from '@/lib/security/password';
import { AuthError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { normalizeEmail, type Customer } from './types';

let decoy: Promise<string> | undefined;
// Verified when the email is unknown, so that a wrong email takes as long as a wrong password.
const decoyHash = () => (decoy ??= hashPassword('decoy password that matches no customer'));

/** The columns of a `Customer`, for queries that answer one. */
export const customerColumns = { customerId: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName };

/**
 * The customer these credentials belong to; one and the same 401 for an unknown email, a wrong password
 * and an account whose address is not confirmed yet (so sign-in does not tell which addresses registered).
 */
export async function authenticateCustomer(shop: Shop, email: string, password: string): Promise<Customer> {
  const db = await getDb();
  const [row] = await db.select({ ...customerColumns, passwordHash: customers.passwordHash, emailConfirmedAt: customers.emailConfirmedAt }).from(customers)
    .where(and(eq(customers.shopId, shop.id), eq(customers.email, normalizeEmail(email))));
  const valid = await verifyPassword(password, row?.passwordHash ?? await decoyHash());
  if (!row || !valid || !row.emailConfirmedAt) throw new AuthError('Wrong email or password');
  return { customerId: row.customerId, email: row.email, firstName: row.firstName, lastName: row.lastName };
}
