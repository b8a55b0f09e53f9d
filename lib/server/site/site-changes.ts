import type { SiteChange, SiteDrafts } from '@/lib/content/site-draft';
import { changedShopFields } from '@/lib/server/shop/shop-draft';
import type { Shop } from '@/lib/server/shop/types';
import { getShopThemeStyle } from '@/lib/server/themes/theme-styles';
import { readSiteDrafts } from './site-draft-rows';

/** The styles a draft names, by id, with their titles; a style deleted since is named by its id. */
async function styleTitle(shop: Shop, styleId: string): Promise<string> {
  try {
    return (await getShopThemeStyle(shop, styleId)).title;
  } catch {
    return styleId;
  }
}

/** What the drafts change, in the order the editor lists them: the shop settings, the menus, the theme. */
export async function describeSiteDrafts(shop: Shop, drafts: SiteDrafts): Promise<SiteChange[]> {
  const changes: SiteChange[] = [];
  if (drafts.shopSettings) changes.push({ resource: 'shop-settings', fields: changedShopFields(drafts.shopSettings) });
  if (drafts.navigation) {
    changes.push({ resource: 'navigation', menus: (['main', 'footer'] as const).filter((menu) => drafts.navigation![menu]) });
  }
  if (drafts.activeThemeStyle) {
    const { themeStyleId } = drafts.activeThemeStyle;
    changes.push({ resource: 'active-theme-style', themeStyleId, styleTitle: await styleTitle(shop, themeStyleId) });
  }
  for (const [themeStyleId, settings] of Object.entries(drafts.themeSettings ?? {})) {
    changes.push({ resource: 'theme-settings', themeStyleId, styleTitle: await styleTitle(shop, themeStyleId), settings: Object.keys(settings) });
  }
  return changes;
}

/** The shop's site changes waiting for "Publish site changes" (GET /site/changes). */
export async function listSiteChanges(shop: Shop): Promise<SiteChange[]> {
  return describeSiteDrafts(shop, await readSiteDrafts(shop.id));
}
