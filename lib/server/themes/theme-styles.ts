import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { themeStyles, themes } from '@/lib/db/schema';
import { isUuid } from '@/lib/schemas/ids';
import type { ThemeSettings, ThemeSettingsSchema, ThemeStyleMeta } from '@/lib/schemas/theme';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';

/** A shop's theme style with the theme it belongs to. */
export interface ShopThemeStyle {
  id: string;
  name: string;
  title: string;
  settings: ThemeSettings;
  defaultSettings: ThemeSettings;
  meta: ThemeStyleMeta;
  theme: { id: string; name: string; version: string; title: string; settingsSchema: ThemeSettingsSchema };
}

async function findStyle(shop: Shop, match: ReturnType<typeof eq>): Promise<ShopThemeStyle | null> {
  const db = await getDb();
  const [row] = await db.select({ style: themeStyles, theme: themes }).from(themeStyles)
    .innerJoin(themes, eq(themes.id, themeStyles.themeId))
    .where(and(eq(themeStyles.shopId, shop.id), match))
    .limit(1);
  if (!row) return null;
  const { style, theme } = row;
  // In the editor, the settings the owner changed and has not published yet.
  const waiting = shop.siteDrafts?.themeSettings?.[style.id];
  return {
    id: style.id, name: style.name, title: style.title, settings: waiting ? { ...style.settings, ...waiting } : style.settings, defaultSettings: style.defaultSettings, meta: style.meta,
    theme: { id: theme.id, name: theme.name, version: theme.version, title: theme.title, settingsSchema: theme.settingsSchema },
  };
}

/** One of the shop's theme styles by id; another shop's style is not found (404). */
export async function getShopThemeStyle(shop: Shop, id: string): Promise<ShopThemeStyle> {
  const style = isUuid(id) ? await findStyle(shop, eq(themeStyles.id, id)) : null;
  if (!style) throw new NotFoundError('Theme style not found');
  return style;
}

/** The shop's style of a theme by the style's name, or null. */
export function findShopThemeStyleByName(shop: Shop, themeId: string, name: string): Promise<ShopThemeStyle | null> {
  if (!isUuid(themeId)) return Promise.resolve(null);
  return findStyle(shop, and(eq(themeStyles.themeId, themeId), eq(themeStyles.name, name))!);
}

/** The style the shop shows, or null when it has none. */
export function findActiveThemeStyle(shop: Shop): Promise<ShopThemeStyle | null> {
  return shop.activeThemeStyleId ? findStyle(shop, eq(themeStyles.id, shop.activeThemeStyleId)) : Promise.resolve(null);
}

/** The width the active style recommends for content images (its meta's contentImageWidth), if it names one. */
export async function findRecommendedImageWidth(shop: Shop): Promise<number | undefined> {
  return (await findActiveThemeStyle(shop))?.meta.contentImageWidth;
}
