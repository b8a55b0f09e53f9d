import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { shops, themeStyles } from '@/lib/db/schema';
import type { ThemeSettings } from '@/lib/schemas/theme';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { keepSiteDraft, readSiteDraft } from '@/lib/server/site/site-draft-rows';
import { claimVersion, settingsResource, type VersionOptions } from '@/lib/server/versions/resource-versions';
import { listShopThemes, type ThemeSummary } from './list-themes';
import { checkThemeSettings } from '@/lib/themes/settings-rules';
import { getShopThemeStyle, type ShopThemeStyle } from './theme-styles';

/** Merges settings into a style's stored ones in the caller's transaction (jsonb `||`), so two writers of different settings both keep theirs. */
export async function writeThemeStyleSettings(tx: Executor, shopId: string, styleId: string, settings: ThemeSettings): Promise<ThemeSettings> {
  const [row] = await tx.update(themeStyles)
    .set({ settings: sql`${themeStyles.settings} || ${JSON.stringify(settings)}::jsonb`, updatedAt: new Date() })
    .where(and(eq(themeStyles.shopId, shopId), eq(themeStyles.id, styleId)))
    .returning({ settings: themeStyles.settings });
  return row!.settings as ThemeSettings;
}

/** Makes a style the shop's active one in the caller's transaction. */
export async function writeActiveThemeStyle(tx: Executor, shopId: string, styleId: string): Promise<void> {
  await tx.update(shops).set({ activeThemeStyleId: styleId, updatedAt: new Date() }).where(eq(shops.id, shopId));
}

/** The settings sent, checked against the style's theme: anything that does not fit is refused with the failing keys (400). */
function checkedSettings(style: ShopThemeStyle, changes: Record<string, unknown>): ThemeSettings {
  const { settings, errors } = checkThemeSettings(style.theme.settingsSchema, changes, 'body.settings');
  if (errors.length > 0) throw new ValidationError(errors, 'Invalid theme settings');
  return settings;
}

/**
 * Changes some settings of one of the shop's styles at once (the spec's PATCH); the others keep their
 * values. The style's settings are a versioned resource: `versions.expectedVersion` refuses a write
 * based on another version with 409.
 */
export async function updateThemeStyleSettings(
  shop: Shop, styleId: string, changes: Record<string, unknown>, versions: VersionOptions = {},
): Promise<ThemeSettings> {
  const style = await getShopThemeStyle(shop, styleId);
  const settings = checkedSettings(style, changes);
  const db = await getDb();
  const { merged, version } = await db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, shop.id, settingsResource('theme', style.id), versions.expectedVersion);
    return { merged: await writeThemeStyleSettings(tx, shop.id, style.id, settings), version: claimed };
  });
  versions.onVersion?.(version);
  revalidateTags(CHANGES.theme(shop.slug));
  return merged;
}

/**
 * Keeps changes of a style's settings in the site draft (the editor's PATCH with `draft`) until "Publish
 * site changes", on top of those already waiting; a setting put back to its live value leaves the list.
 * Checked and versioned as a live write. Answers the style's settings as the editor shows them.
 */
export async function saveThemeStyleSettingsDraft(
  shop: Shop, styleId: string, changes: Record<string, unknown>, ownerId: string, versions: VersionOptions = {},
): Promise<ThemeSettings> {
  const live = await getShopThemeStyle({ ...shop, siteDrafts: undefined }, styleId);
  const settings = checkedSettings(live, changes);
  const resource = settingsResource('theme', live.id) as `theme-settings:${string}`;
  const db = await getDb();
  const { waiting, version } = await db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, shop.id, resource, versions.expectedVersion);
    const merged = { ...await readSiteDraft<ThemeSettings>(tx, shop.id, resource), ...settings };
    const left = Object.fromEntries(Object.entries(merged).filter(([key, value]) => live.settings[key] !== value));
    await keepSiteDraft(tx, shop.id, resource, Object.keys(left).length > 0 ? left : null, ownerId);
    return { waiting: left, version: claimed };
  });
  versions.onVersion?.(version);
  return { ...live.settings, ...waiting };
}

/** The style a choice names, refused when it is not of the theme named (422). */
async function chosenStyle(shop: Shop, themeId: string, themeStyleId: string): Promise<ShopThemeStyle> {
  const style = await getShopThemeStyle(shop, themeStyleId);
  if (style.theme.id !== themeId) throw new BusinessRuleError('The style belongs to another theme', 'ThemeStyleMismatch');
  return style;
}

/**
 * Makes one of the shop's styles of a theme the active one at once (the spec's PUT); answers the theme
 * list with it marked. Which style is active is a versioned resource: `versions.expectedVersion`
 * refuses a choice made on a stale view (another owner activated a style since) with 409.
 */
export async function activateThemeStyle(shop: Shop, themeId: string, themeStyleId: string, versions: VersionOptions = {}): Promise<ThemeSummary[]> {
  const style = await chosenStyle(shop, themeId, themeStyleId);
  const db = await getDb();
  const version = await db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, shop.id, 'active-theme-style', versions.expectedVersion);
    await writeActiveThemeStyle(tx, shop.id, style.id);
    return claimed;
  });
  versions.onVersion?.(version);
  revalidateTags(CHANGES.theme(shop.slug));
  return listShopThemes(shop);
}

/**
 * Keeps the choice of the active style in the site draft (the editor's PUT with `draft`) until "Publish
 * site changes"; choosing the live one again drops it. Answers the theme list as the editor shows it.
 */
export async function chooseThemeStyleDraft(
  shop: Shop, themeId: string, themeStyleId: string, ownerId: string, versions: VersionOptions = {},
): Promise<ThemeSummary[]> {
  const style = await chosenStyle(shop, themeId, themeStyleId);
  const db = await getDb();
  const version = await db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, shop.id, 'active-theme-style', versions.expectedVersion);
    const [row] = await tx.select({ active: shops.activeThemeStyleId }).from(shops).where(eq(shops.id, shop.id));
    await keepSiteDraft(tx, shop.id, 'active-theme-style', row?.active === style.id ? null : { themeId, themeStyleId: style.id }, ownerId);
    return claimed;
  });
  versions.onVersion?.(version);
  return listShopThemes({ ...shop, siteDrafts: { ...shop.siteDrafts, activeThemeStyle: { themeId, themeStyleId: style.id } } });
}
