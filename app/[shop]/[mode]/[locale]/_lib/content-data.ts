import { getShellContent } from '@/lib/server/content/shell';
import { loadBlockData } from '@/lib/server/content/block-data';
import { readRenderBlocks } from '@/lib/server/content/documents/locale-content';
import type { DocumentTarget } from '@/lib/server/content/documents/target';
import { findInfoPage, findLegalPage } from '@/lib/server/content/pages';
import type { Page } from '@/lib/server/content/types';
import { TAGS } from '@/lib/server/storefront-cache';
import { usableSettings } from '@/lib/themes/settings-rules';
import { themeStylesheetHref } from '@/lib/themes/stylesheet-href';
import { findActiveThemeStyle } from '@/lib/server/themes/theme-styles';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

const contentTags = (sf: Storefront) => [TAGS.content(sf.shop.slug), TAGS.catalog(sf.shop.slug)];

/** The navigation and legal links of the shell, as the layout loads them. */
export function loadShell(sf: Storefront) {
  const includeHidden = sf.mode === 'editor';
  return storefrontRead(
    sf, ['shell', sf.shop.slug, sf.locale, String(includeHidden)],
    [TAGS.shop(sf.shop.slug), ...contentTags(sf)],
    () => getShellContent(sf.shop, sf.locale, includeHidden),
  );
}

/**
 * A page's or category's blocks with the data they show. Shoppers get the published content, cached
 * under the document's own tag (only its publish makes it fresh); the owner's editor gets the draft,
 * read on every request and never cached.
 */
export async function loadDocumentContent(sf: Storefront, target: DocumentTarget) {
  const read = async () => {
    const editor = sf.mode === 'editor';
    const blocks = await readRenderBlocks(sf.shop, target, sf.locale, editor ? 'draft' : 'published');
    return { blocks, blockData: await loadBlockData(sf.shop, sf.locale, blocks, { includeHidden: editor }) };
  };
  const tags = [TAGS.document(sf.shop.slug, target.kind, target.id), TAGS.catalog(sf.shop.slug)];
  return storefrontRead(sf, ['document', sf.shop.slug, sf.locale, target.kind, target.id], tags, read);
}

async function withBlockData(sf: Storefront, page: Page | null) {
  if (!page) return null;
  return { page, ...(await loadDocumentContent(sf, { kind: 'page', id: page.id })) };
}

/** An info page with the data of its blocks; null when there is none. */
export async function loadInfoPage(sf: Storefront, slug: string) {
  return withBlockData(sf, await storefrontRead(sf, ['info-page', sf.shop.slug, sf.locale, slug], contentTags(sf), () =>
    findInfoPage(sf.shop, sf.locale, slug)));
}

/** A legal page with the data of its blocks; null when there is none. */
export async function loadLegalPage(sf: Storefront, slug: string) {
  return withBlockData(sf, await storefrontRead(sf, ['legal-page', sf.shop.slug, sf.locale, slug], contentTags(sf), () =>
    findLegalPage(sf.shop, sf.locale, slug)));
}

/** The URL of the active theme style's stylesheet, or null when the shop has no active style. */
export function loadThemeStylesheetHref(sf: Storefront) {
  return storefrontRead(sf, ['theme-stylesheet', sf.shop.slug], [TAGS.shop(sf.shop.slug)], async () => {
    const style = await findActiveThemeStyle(sf.shop);
    // With its settings in the address (spec section 2), a saved change is a new URL: browsers do not keep
    // showing the stylesheet they cached before it.
    return style ? themeStylesheetHref(sf.shop.slug, style.theme.id, style.name, usableSettings(style.theme.settingsSchema, style.settings)) : null;
  });
}
