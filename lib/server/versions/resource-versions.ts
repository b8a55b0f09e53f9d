import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { resourceVersions } from '@/lib/db/schema';
import { ConflictError } from '@/lib/server/errors';

/**
 * The owner-editable resources of a shop besides its content documents, each with one version: the shop
 * settings, the navigation (both menus), each page's and category's settings (title, slug, title tag,
 * meta description, visibility, menu place), each theme style's settings and which style is active.
 */
export type VersionedResource =
  | 'shop-settings' | 'navigation' | 'active-theme-style' | `page-settings:${string}` | `category-settings:${string}` | `theme-settings:${string}`;

/** The settings of a page (blank or legal), a category or a theme style, as a versioned resource. */
export const settingsResource = (kind: 'page' | 'category' | 'theme', id: string): VersionedResource => `${kind}-settings:${id}`;

/** How a service's write of a versioned resource takes a version and hands the new one out. */
export interface VersionOptions {
  /** The version the writer read; a write based on another is refused with 409. None: accepted. */
  expectedVersion?: number;
  /** Told the resource's new version once the write is committed. */
  onVersion?: (version: number) => void;
}

/** The refusal of a write based on another version than the current one: 409 with `currentVersion`. */
export function staleVersion(currentVersion: number, what = 'This'): ConflictError {
  const conflict = new ConflictError(`${what} was changed by someone else; reload it to continue`, 'StaleVersion');
  conflict.details = { currentVersion };
  return conflict;
}

const WHAT: Record<string, string> = {
  'shop-settings': 'The shop settings', navigation: 'The navigation', 'page-settings': 'The page\'s settings',
  'category-settings': 'The category\'s settings', 'theme-settings': 'The theme style\'s settings',
};

const row = (shopId: string, resource: VersionedResource) => and(eq(resourceVersions.shopId, shopId), eq(resourceVersions.resource, resource));

/** The resource's current version: 0 before its first write. */
export async function currentVersion(shopId: string, resource: VersionedResource, db?: Executor): Promise<number> {
  const [found] = await (db ?? await getDb()).select({ version: resourceVersions.version }).from(resourceVersions).where(row(shopId, resource));
  return found?.version ?? 0;
}

/**
 * A resource's value with its version, the version read first. A write in between then makes the
 * reader's next write a 409 it can resolve; read the other way round, the version could be newer than
 * the value, and a write based on that value would overwrite the write in between unseen.
 */
export async function readWithVersion<T>(shopId: string, resource: VersionedResource, read: () => Promise<T>): Promise<{ value: T; version: number }> {
  const version = await currentVersion(shopId, resource);
  return { value: await read(), version };
}

/**
 * Every page's and category's settings version of a shop that was ever written (the others are 0), by
 * resource: what the page manager's entries carry.
 */
export async function settingsVersions(shopId: string): Promise<Map<string, number>> {
  const rows = await (await getDb()).select({ resource: resourceVersions.resource, version: resourceVersions.version }).from(resourceVersions)
    .where(and(eq(resourceVersions.shopId, shopId), sql`(${resourceVersions.resource} like 'page-settings:%' or ${resourceVersions.resource} like 'category-settings:%')`));
  return new Map(rows.map(({ resource, version }) => [resource, version]));
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
  throw staleVersion(await currentVersion(shopId, resource, tx), WHAT[resource.split(':')[0]!] ?? 'This');
}
