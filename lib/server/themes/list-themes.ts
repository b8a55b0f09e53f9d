import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { themeStyles, themes } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';

export interface ThemeSummary {
  themeId: string;
  name: string;
  version: string;
  title: string;
  styles: { themeStyleId: string; name: string; title: string; isActive: boolean }[];
}

/** The themes a shop has styles of, with the active style marked. */
export async function listShopThemes(shop: Shop): Promise<ThemeSummary[]> {
  const db = await getDb();
  const rows = await db.select({ theme: themes, style: themeStyles }).from(themeStyles)
    .innerJoin(themes, eq(themes.id, themeStyles.themeId))
    .where(eq(themeStyles.shopId, shop.id))
    .orderBy(asc(themes.title), asc(themeStyles.title));
  const byTheme = new Map<string, ThemeSummary>();
  for (const { theme, style } of rows) {
    const summary = byTheme.get(theme.id)
      ?? { themeId: theme.id, name: theme.name, version: theme.version, title: theme.title, styles: [] };
    summary.styles.push({ themeStyleId: style.id, name: style.name, title: style.title, isActive: style.id === shop.activeThemeStyleId });
    byTheme.set(theme.id, summary);
  }
  return [...byTheme.values()];
}
