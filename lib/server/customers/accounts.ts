import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { customers } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from '@/lib/security/password';
import { AuthError, ConflictError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { normalizeEmail, type Customer } from './types';

let decoy: Promise<string> | undefined;
// Verified when the email is unknown, so that a wrong email takes as long as a wrong password.
const decoyHash = () => (decoy ??= hashPassword('decoy password that matches no customer'));

const customerColumns = { customerId: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName };

/** Creates a customer account in this shop; 409 when the email (in any letter case) already has one. */
export async function registerCustomer(shop: Shop, email: string, password: string): Promise<Customer> {
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const [created] = await db.insert(customers)
    .values({ shopId: shop.id, email: normalizeEmail(email), passwordHash })
    .onConflictDoNothing()
    .returning(customerColumns);
  if (!created) throw new ConflictError('An account with this email address already exists', 'CustomerExists');
  return created;
}

/** The customer these credentials belong to; one and the same 401 for an unknown email and a wrong password. */
export async function authenticateCustomer(shop: Shop, email: string, password: string): Promise<Customer> {
  const db = await getDb();
  const [row] = await db.select({ ...customerColumns, passwordHash: customers.passwordHash }).from(customers)
    .where(and(eq(customers.shopId, shop.id), eq(customers.email, normalizeEmail(email))));
  const valid = await verifyPassword(password, row?.passwordHash ?? await decoyHash());
  if (!row || !valid) throw new AuthError('Wrong email or password');
  return { customerId: row.customerId, email: row.email, firstName: row.firstName, lastName: row.lastName };
}
