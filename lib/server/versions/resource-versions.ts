import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { resourceVersions } from '@/lib/db/schema';
import { ConflictError } from '@/lib/server/errors';

/** The owner-editable resources of a shop besides its content documents, each with one version. */
export type VersionedResource = 'shop-settings' | 'navigation';

/** The refusal of a write based on another version than the current one: 409 with `currentVersion`. */
export function staleVersion(currentVersion: number, what = 'This'): ConflictError {
  const conflict = new ConflictError(`${what} was changed by someone else; reload it to continue`, 'StaleVersion');
  conflict.details = { currentVersion };
  return conflict;
}

const row = (shopId: string, resource: VersionedResource) => and(eq(resourceVersions.shopId, shopId), eq(resourceVersions.resource, resource));

/** The resource's current version: 0 before its first write. */
export async function currentVersion(shopId: string, resource: VersionedResource, db?: Executor): Promise<number> {
  const [found] = await (db ?? await getDb()).select({ version: resourceVersions.version }).from(resourceVersions).where(row(shopId, resource));
  return found?.version ?? 0;
}

/**
 * Counts the resource's version up for a write in the caller's transaction, and answers the new one.
 * With `expected` (the version the writer read: If-Match, or a body's `baseVersion`) a write based on
 * another version is refused with 409 and the current version; without one it is accepted, as the
 * spec's own calls from clients that know no versions are. The row stays locked until the transaction
 * ends, so writes of the resource run one after the other.
 */
export async function claimVersion(tx: Executor, shopId: string, resource: VersionedResource, expected?: number): Promise<number> {
  await tx.insert(resourceVersions).values({ shopId, resource }).onConflictDoNothing();
  const [claimed] = await tx.update(resourceVersions).set({ version: sql`${resourceVersions.version} + 1` })
    .where(expected === undefined ? row(shopId, resource) : and(row(shopId, resource), eq(resourceVersions.version, expected)))
    .returning({ version: resourceVersions.version });
  if (claimed) return claimed.version;
  throw staleVersion(await currentVersion(shopId, resource, tx), resource === 'navigation' ? 'The navigation' : 'The shop settings');
}
