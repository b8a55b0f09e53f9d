import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shops, themeStyles } from '@/lib/db/schema';
import type { ThemeSettings } from '@/lib/schemas/theme';
import { BusinessRuleError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { listShopThemes, type ThemeSummary } from './list-themes';
import { checkThemeSettings } from '@/lib/themes/settings-rules';
import { getShopThemeStyle } from './theme-styles';

/**
 * Changes some settings of one of the shop's styles (the others keep their values). Every value must
 * fit the theme's settings schema; anything else is refused with the failing keys (400).
 */
export async function updateThemeStyleSettings(shop: Shop, styleId: string, changes: Record<string, unknown>): Promise<ThemeSettings> {
  const style = await getShopThemeStyle(shop, styleId);
  const { settings, errors } = checkThemeSettings(style.theme.settingsSchema, changes, 'body.settings');
  if (errors.length > 0) throw new ValidationError(errors, 'Invalid theme settings');
  const merged = { ...style.settings, ...settings };
  const db = await getDb();
  await db.update(themeStyles).set({ settings: merged, updatedAt: new Date() })
    .where(and(eq(themeStyles.shopId, shop.id), eq(themeStyles.id, style.id)));
  return merged;
}

/** Makes one of the shop's styles of a theme the active one; answers the theme list with it marked. */
export async function activateThemeStyle(shop: Shop, themeId: string, themeStyleId: string): Promise<ThemeSummary[]> {
  const style = await getShopThemeStyle(shop, themeStyleId);
  if (style.theme.id !== themeId) throw new BusinessRuleError('The style belongs to another theme', 'ThemeStyleMismatch');
  const db = await getDb();
  await db.update(shops).set({ activeThemeStyleId: style.id, updatedAt: new Date() }).where(eq(shops.id, shop.id));
  return listShopThemes({ ...shop, activeThemeStyleId: style.id });
}
