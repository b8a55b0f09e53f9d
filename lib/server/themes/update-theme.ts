import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shops, themeStyles } from '@/lib/db/schema';
import type { ThemeSettings } from '@/lib/schemas/theme';
import { CHANGES } from '@/lib/server/cache-tags';
import { BusinessRuleError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { claimVersion, settingsResource, type VersionOptions } from '@/lib/server/versions/resource-versions';
import { listShopThemes, type ThemeSummary } from './list-themes';
import { checkThemeSettings } from '@/lib/themes/settings-rules';
import { getShopThemeStyle } from './theme-styles';

/**
 * Changes some settings of one of the shop's styles; the others keep their values, merged into the
 * stored ones in the one UPDATE (jsonb `||`), so two writers of different settings both keep theirs.
 * Every value must fit the theme's settings schema; anything else is refused with the failing keys
 * (400). The style's settings are a versioned resource: `versions.expectedVersion` refuses a write
 * based on another version with 409.
 */
export async function updateThemeStyleSettings(
  shop: Shop, styleId: string, changes: Record<string, unknown>, versions: VersionOptions = {},
): Promise<ThemeSettings> {
  const style = await getShopThemeStyle(shop, styleId);
  const { settings, errors } = checkThemeSettings(style.theme.settingsSchema, changes, 'body.settings');
  if (errors.length > 0) throw new ValidationError(errors, 'Invalid theme settings');
  const db = await getDb();
  const { merged, version } = await db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, shop.id, settingsResource('theme', style.id), versions.expectedVersion);
    const [row] = await tx.update(themeStyles)
      .set({ settings: sql`${themeStyles.settings} || ${JSON.stringify(settings)}::jsonb`, updatedAt: new Date() })
      .where(and(eq(themeStyles.shopId, shop.id), eq(themeStyles.id, style.id)))
      .returning({ settings: themeStyles.settings });
    return { merged: row!.settings as ThemeSettings, version: claimed };
  });
  versions.onVersion?.(version);
  revalidateTags(CHANGES.theme(shop.slug));
  return merged;
}

/**
 * Makes one of the shop's styles of a theme the active one; answers the theme list with it marked. Which
 * style is active is a versioned resource: `versions.expectedVersion` refuses a choice made on a stale
 * view (another owner activated a style since) with 409.
 */
export async function activateThemeStyle(shop: Shop, themeId: string, themeStyleId: string, versions: VersionOptions = {}): Promise<ThemeSummary[]> {
  const style = await getShopThemeStyle(shop, themeStyleId);
  if (style.theme.id !== themeId) throw new BusinessRuleError('The style belongs to another theme', 'ThemeStyleMismatch');
  const db = await getDb();
  const version = await db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, shop.id, 'active-theme-style', versions.expectedVersion);
    await tx.update(shops).set({ activeThemeStyleId: style.id, updatedAt: new Date() }).where(eq(shops.id, shop.id));
    return claimed;
  });
  versions.onVersion?.(version);
  revalidateTags(CHANGES.theme(shop.slug));
  return listShopThemes(shop);
}
