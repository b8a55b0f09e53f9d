import { hashPassword } from '@/lib/security/password';
import type { Executor } from '../client';
import { customers, shopOwners } from '../schema';
import { DEMO, type DemoShopKey } from './demo';
import type { SeededShop } from './shops-and-themes';

export interface DemoPasswordHashes { owners: Record<DemoShopKey, string>; customer: string }

/**
 * Hashes the demo passwords in parallel. scrypt at OWASP cost takes about 0.3 s each on libuv's
 * thread pool, so the seed starts this first and inserts the catalogue meanwhile.
 */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [demo, beyond, customer] = await Promise.all([
    hashPassword(DEMO.owners.demo.password), hashPassword(DEMO.owners.beyond.password), hashPassword(DEMO.customer.password),
  ]);
  return { owners: { demo, beyond }, customer };
}

/** The shop's owner account, and on the shop DEMO names the demo customer. */
export async function seedAccounts(db: Executor, shop: SeededShop, hashes: DemoPasswordHashes): Promise<void> {
  await db.insert(shopOwners).values({ shopId: shop.id, email: DEMO.owners[shop.key].email.toLowerCase(), passwordHash: hashes.owners[shop.key] });
  if (DEMO.customer.shop !== shop.key) return;
  const { email, firstName, lastName } = DEMO.customer;
  await db.insert(customers).values({ shopId: shop.id, email: email.toLowerCase(), passwordHash: hashes.customer, firstName, lastName, emailConfirmedAt: new Date() });
}
