import { getShellContent } from '@/lib/server/content/shell';
import { loadBlockData } from '@/lib/server/content/block-data';
import { findInfoPage, findLegalPage } from '@/lib/server/content/pages';
import type { Page } from '@/lib/server/content/types';
import { TAGS, cachedRead } from '@/lib/server/storefront-cache';
import { themeStylesheetHref } from '@/lib/server/themes/stylesheet-href';
import { findActiveThemeStyle } from '@/lib/server/themes/theme-styles';
import type { Storefront } from './storefront';

const contentTags = (sf: Storefront) => [TAGS.content(sf.shop.slug), TAGS.catalog(sf.shop.slug)];

/** The navigation and legal links of the shell, as the layout loads them. */
export function loadShell(sf: Storefront) {
  const includeHidden = sf.mode === 'editor';
  return cachedRead(
    ['shell', sf.shop.slug, sf.locale, String(includeHidden)],
    [TAGS.shop(sf.shop.slug), ...contentTags(sf)],
    () => getShellContent(sf.shop, sf.locale, includeHidden),
  );
}

async function withBlockData(sf: Storefront, page: Page | null) {
  if (!page) return null;
  return { page, blockData: await loadBlockData(sf.shop, sf.locale, page.content.blocks) };
}

/** An info page with the data of its blocks; null when there is none. */
export function loadInfoPage(sf: Storefront, slug: string) {
  return cachedRead(['info-page', sf.shop.slug, sf.locale, slug], contentTags(sf), async () =>
    withBlockData(sf, await findInfoPage(sf.shop, sf.locale, slug)));
}

/** A legal page with the data of its blocks; null when there is none. */
export function loadLegalPage(sf: Storefront, slug: string) {
  return cachedRead(['legal-page', sf.shop.slug, sf.locale, slug], contentTags(sf), async () =>
    withBlockData(sf, await findLegalPage(sf.shop, sf.locale, slug)));
}

/** The URL of the active theme style's stylesheet, or null when the shop has no active style. */
export function loadThemeStylesheetHref(sf: Storefront) {
  return cachedRead(['theme-stylesheet', sf.shop.slug], [TAGS.shop(sf.shop.slug)], async () => {
    const style = await findActiveThemeStyle(sf.shop);
    return style ? themeStylesheetHref(sf.shop.slug, style.theme.id, style.name) : null;
  });
}
