import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shops, themeStyles, themes } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { themeStylesheetHref } from '@/lib/themes/stylesheet-href';

export interface ThemeSummary {
  themeId: string;
  name: string;
  version: string;
  title: string;
  /** One of the theme's styles is the shop's active style. */
  isActive: boolean;
  styles: { themeStyleId: string; name: string; title: string; isActive: boolean; stylesheetUrl: string }[];
}

/**
 * The themes a shop has styles of, with the active style marked as the database has it now (not as the
 * request's shop was loaded), so that a versioned read and a 409's answer agree with the version; in
 * the editor, a choice waiting for "Publish site changes" instead.
 */
export async function listShopThemes(shop: Pick<Shop, 'id' | 'slug' | 'siteDrafts'>): Promise<ThemeSummary[]> {
  const db = await getDb();
  const rows = await db.select({ theme: themes, style: themeStyles, activeStyleId: shops.activeThemeStyleId }).from(themeStyles)
    .innerJoin(themes, eq(themes.id, themeStyles.themeId))
    .innerJoin(shops, eq(shops.id, themeStyles.shopId))
    .where(eq(themeStyles.shopId, shop.id))
    .orderBy(asc(themes.title), asc(themeStyles.title));
  const byTheme = new Map<string, ThemeSummary>();
  for (const { theme, style, activeStyleId } of rows) {
    const summary = byTheme.get(theme.id)
      ?? { themeId: theme.id, name: theme.name, version: theme.version, title: theme.title, isActive: false, styles: [] };
    const isActive = style.id === (shop.siteDrafts?.activeThemeStyle?.themeStyleId ?? activeStyleId);
    summary.isActive ||= isActive;
    summary.styles.push({
      themeStyleId: style.id, name: style.name, title: style.title, isActive,
      stylesheetUrl: themeStylesheetHref(shop.slug, theme.id, style.name),
    });
    byTheme.set(theme.id, summary);
  }
  return [...byTheme.values()];
}
