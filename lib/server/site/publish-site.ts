import { desc, eq } from 'drizzle-orm';
import type { SiteChange, SiteDrafts } from '@/lib/content/site-draft';
import { getDb } from '@/lib/db';
import { shopOwners, siteRevisions } from '@/lib/db/schema';
import { CHANGES } from '@/lib/server/cache-tags';
import { publishNavigationDraft } from '@/lib/server/content/navigation-draft';
import { ConflictError } from '@/lib/server/errors';
import { writeShopChanges } from '@/lib/server/shop/settings';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { writeActiveThemeStyle, writeThemeStyleSettings } from '@/lib/server/themes/update-theme';
import { claimVersion, settingsResource } from '@/lib/server/versions/resource-versions';
import { describeSiteDrafts } from './site-changes';
import { dropSiteDrafts, hasSiteDrafts, readSiteDrafts } from './site-draft-rows';

/** A "Publish site changes" as the revisions list shows it. */
export interface SiteRevision {
  id: string;
  changes: SiteChange[];
  publishedAt: string;
  /** The publishing owner's email; null once that owner is gone. */
  publishedBy: string | null;
}

const nothingToPublish = () => new ConflictError('There are no site changes to publish', 'NothingToPublish');

/**
 * Makes every site change waiting (shop settings, menus, theme settings, the active style) live in one
 * transaction, records them as a site revision and drops the drafts; the pages they show are refreshed
 * once it has committed. What is published is what the owner was shown: when the drafts changed between
 * the list and the publish (another tab saved one), nothing is published and the answer is 409
 * `SiteChangesChanged`, to look at the list again. Each resource's version counts up, as a live write's
 * does, so a client that read the values before cannot write on them unseen.
 */
export async function publishSiteChanges(shop: Shop, ownerId: string | null): Promise<SiteRevision> {
  const shown = await readSiteDrafts(shop.id);
  if (!hasSiteDrafts(shown)) throw nothingToPublish();
  const changes = await describeSiteDrafts(shop, shown);
  const db = await getDb();
  const { id, publishedAt, categoriesShownOrHidden } = await db.transaction(async (tx) => {
    const drafts = await readSiteDrafts(shop.id, tx, { forUpdate: true });
    if (!hasSiteDrafts(drafts)) throw nothingToPublish();
    if (JSON.stringify(drafts) !== JSON.stringify(shown)) {
      throw new ConflictError('The site changes were changed meanwhile; look at them again before publishing', 'SiteChangesChanged');
    }
    if (drafts.shopSettings) {
      await claimVersion(tx, shop.id, 'shop-settings');
      await writeShopChanges(tx, shop, drafts.shopSettings);
    }
    const categories = drafts.navigation ? await publishNavigationDraft(tx, shop, drafts.navigation) : [];
    for (const [styleId, settings] of Object.entries(drafts.themeSettings ?? {})) {
      await claimVersion(tx, shop.id, settingsResource('theme', styleId));
      await writeThemeStyleSettings(tx, shop.id, styleId, settings);
    }
    if (drafts.activeThemeStyle) {
      await claimVersion(tx, shop.id, 'active-theme-style');
      await writeActiveThemeStyle(tx, shop.id, drafts.activeThemeStyle.themeStyleId);
    }
    const [revision] = await tx.insert(siteRevisions).values({ shopId: shop.id, changes, values: drafts satisfies SiteDrafts, publishedBy: ownerId })
      .returning({ id: siteRevisions.id, publishedAt: siteRevisions.publishedAt });
    await dropSiteDrafts(tx, shop.id);
    return { ...revision!, categoriesShownOrHidden: categories };
  });
  revalidateTags(CHANGES.together(
    ...(shown.shopSettings ? [CHANGES.shopSettings(shop.slug)] : []),
    ...(shown.navigation ? [CHANGES.navigation(shop.slug, categoriesShownOrHidden)] : []),
    ...(shown.themeSettings || shown.activeThemeStyle ? [CHANGES.theme(shop.slug)] : []),
  ));
  const [owner] = ownerId ? await db.select({ email: shopOwners.email }).from(shopOwners).where(eq(shopOwners.id, ownerId)) : [];
  return { id, changes, publishedAt: publishedAt.toISOString(), publishedBy: owner?.email ?? null };
}

/**
 * Drops every site change waiting; shoppers saw none of them. Each dropped resource's version counts
 * up, since what the editor shows of it changes back to the live values.
 */
export async function discardSiteChanges(shop: Shop): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const drafts = await readSiteDrafts(shop.id, tx, { forUpdate: true });
    if (drafts.shopSettings) await claimVersion(tx, shop.id, 'shop-settings');
    if (drafts.navigation) await claimVersion(tx, shop.id, 'navigation');
    for (const styleId of Object.keys(drafts.themeSettings ?? {})) await claimVersion(tx, shop.id, settingsResource('theme', styleId));
    if (drafts.activeThemeStyle) await claimVersion(tx, shop.id, 'active-theme-style');
    await dropSiteDrafts(tx, shop.id);
  });
}

/** The shop's site revisions, newest first (the last 50). */
export async function listSiteRevisions(shop: Shop): Promise<SiteRevision[]> {
  const rows = await (await getDb()).select({ revision: siteRevisions, email: shopOwners.email }).from(siteRevisions)
    .leftJoin(shopOwners, eq(shopOwners.id, siteRevisions.publishedBy))
    .where(eq(siteRevisions.shopId, shop.id)).orderBy(desc(siteRevisions.publishedAt)).limit(50);
  return rows.map(({ revision, email }) => ({
    id: revision.id, changes: revision.changes, publishedAt: revision.publishedAt.toISOString(), publishedBy: email ?? null,
  }));
}
