import { withShopChanges } from '@/lib/server/shop/shop-draft';
import type { Shop } from '@/lib/server/shop/types';
import { hasSiteDrafts, readSiteDrafts } from './site-draft-rows';

/**
 * The shop as the editor shows it: with the site changes waiting for "Publish site changes" applied
 * (settings, which style is active) and carried along (`siteDrafts`) for the menus and the theme styles
 * to read. Only for the editor, which is never cached; shoppers' pages never see it.
 */
export async function withSiteDrafts(shop: Shop): Promise<Shop> {
  const drafts = await readSiteDrafts(shop.id);
  // Drafts read before (a shop shown already) give way to the ones there are now.
  if (!hasSiteDrafts(drafts)) return shop.siteDrafts ? { ...shop, siteDrafts: undefined } : shop;
  const shown = drafts.shopSettings ? withShopChanges(shop, drafts.shopSettings) : shop;
  return { ...shown, activeThemeStyleId: drafts.activeThemeStyle?.themeStyleId ?? shown.activeThemeStyleId, siteDrafts: drafts };
}
