import { and, eq } from 'drizzle-orm';
import type { SiteDrafts } from '@/lib/content/site-draft';
import { getDb, type Executor } from '@/lib/db';
import { siteDrafts } from '@/lib/db/schema';
import type { VersionedResource } from '@/lib/server/versions/resource-versions';

/** The resources a site draft keeps, by the names their versions have. */
export type SiteDraftResource = 'shop-settings' | 'navigation' | 'active-theme-style' | `theme-settings:${string}`;

const THEME_SETTINGS = 'theme-settings:';

/** A shop's site drafts as one object; `forUpdate` locks the rows for a publish or a discard in `db`'s transaction. */
export async function readSiteDrafts(shopId: string, db?: Executor, options: { forUpdate?: boolean } = {}): Promise<SiteDrafts> {
  const query = (db ?? await getDb()).select({ resource: siteDrafts.resource, value: siteDrafts.value }).from(siteDrafts)
    .where(eq(siteDrafts.shopId, shopId));
  const rows = options.forUpdate ? await query.for('update') : await query;
  const drafts: SiteDrafts = {};
  for (const { resource, value } of rows) {
    if (resource === 'shop-settings') drafts.shopSettings = value as SiteDrafts['shopSettings'];
    else if (resource === 'navigation') drafts.navigation = value as SiteDrafts['navigation'];
    else if (resource === 'active-theme-style') drafts.activeThemeStyle = value as SiteDrafts['activeThemeStyle'];
    else if (resource.startsWith(THEME_SETTINGS)) {
      drafts.themeSettings = { ...drafts.themeSettings, [resource.slice(THEME_SETTINGS.length)]: value as Record<string, string | number | boolean> };
    }
  }
  return drafts;
}

/** Whether the shop has any site change waiting. */
export function hasSiteDrafts(drafts: SiteDrafts): boolean {
  return Object.keys(drafts).length > 0;
}

/**
 * Keeps a resource's draft in the caller's transaction (which has claimed the resource's version), or,
 * when the value is null (every change put back), drops it.
 */
export async function keepSiteDraft(tx: Executor, shopId: string, resource: SiteDraftResource & VersionedResource, value: object | null, ownerId?: string): Promise<void> {
  if (value === null) {
    await tx.delete(siteDrafts).where(and(eq(siteDrafts.shopId, shopId), eq(siteDrafts.resource, resource)));
    return;
  }
  const savedAt = new Date();
  await tx.insert(siteDrafts).values({ shopId, resource, value, savedAt, savedBy: ownerId ?? null })
    .onConflictDoUpdate({ target: [siteDrafts.shopId, siteDrafts.resource], set: { value, savedAt, savedBy: ownerId ?? null } });
}

/** The draft of one resource as the row holds it, inside the caller's transaction. */
export async function readSiteDraft<T>(tx: Executor, shopId: string, resource: SiteDraftResource): Promise<T | null> {
  const [row] = await tx.select({ value: siteDrafts.value }).from(siteDrafts)
    .where(and(eq(siteDrafts.shopId, shopId), eq(siteDrafts.resource, resource)));
  return (row?.value as T | undefined) ?? null;
}

/** Drops all of a shop's site drafts in the caller's transaction. */
export async function dropSiteDrafts(tx: Executor, shopId: string): Promise<void> {
  await tx.delete(siteDrafts).where(eq(siteDrafts.shopId, shopId));
}
