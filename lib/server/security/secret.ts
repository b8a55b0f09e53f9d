import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { appSecrets } from '@/lib/db/schema';

let pending: Promise<string> | undefined;

/**
 * The key that signs owner tokens and CSRF tokens: AUTH_SECRET when set, otherwise one generated on
 * first use and kept in the database, so that zero-config installs and several instances agree.
 */
export function getServerSecret(): Promise<string> {
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long');
    return Promise.resolve(fromEnv);
  }
  pending ??= loadOrCreate().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function loadOrCreate(): Promise<string> {
  const db = await getDb();
  // Insert-if-absent, then read: two instances starting together end up with the same secret.
  await db.insert(appSecrets).values({ name: 'auth', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth'));
  if (!row) throw new Error('The server secret could not be stored');
  return row.value;
}

/** Forgets the cached secret; tests that swap databases call it. */
export function resetServerSecretForTests(): void {
  pending = undefined;
}
