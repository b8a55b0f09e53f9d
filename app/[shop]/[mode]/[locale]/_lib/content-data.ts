import { listShopCountries } from '@/lib/server/checkout/methods';
import { getShellContent } from '@/lib/server/content/shell';
import { blockDataTags, loadBlockData } from '@/lib/server/content/block-data';
import { pricedForMarket } from '@/lib/server/markets/catalog-prices';
import { readRenderBlocks } from '@/lib/server/content/documents/locale-content';
import { readWaitingSettings } from '@/lib/server/content/documents/settings-draft';
import type { DocumentTarget } from '@/lib/server/content/documents/target';
import { findInfoPage, findLegalPage } from '@/lib/server/content/pages';
import type { NavigationItem, Page } from '@/lib/server/content/types';
import type { Shop } from '@/lib/server/shop/types';
import { trustBadgeOf } from '@/lib/server/shop/trust-badge';
import { withLinkQuery, type LinkContext } from '@/lib/routing/links';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { shownCookieNotice } from '@/lib/shop-texts';
import { TAGS } from '@/lib/server/cache-tags';
import { entityTags } from '@/lib/server/storefront-cache';
import { usableSettings } from '@/lib/themes/settings-rules';
import { buildThemeCss } from '@/lib/themes/theme-css';
import { themeStylesheetHref } from '@/lib/themes/stylesheet-href';
import { findActiveThemeStyle } from '@/lib/server/themes/theme-styles';
import { serviceWorkerScriptUrls } from '@/lib/server/content/service-worker';
import type { Storefront } from './storefront';
import { storefrontRead, storefrontReadByEntities } from './storefront-read';

/** The categories a menu links to, at any depth. */
function* menuCategories(items: NavigationItem[]): Generator<string> {
  for (const item of items) {
    if (item.categoryId) yield item.categoryId;
    yield* menuCategories(item.children);
  }
}

/** The navigation and legal links of the shell, as the layout loads them; cached under the tags of the categories its menus name. */
export function loadShell(sf: Storefront) {
  const includeHidden = sf.mode === 'editor';
  const { slug } = sf.shop;
  return storefrontReadByEntities(
    sf, ['shell', slug, sf.locale, String(includeHidden)], [TAGS.shop(slug), TAGS.content(slug), TAGS.catalog(slug)],
    () => getShellContent(sf.shop, sf.locale, includeHidden),
    (shell) => [...menuCategories([...shell.mainNavigation, ...shell.footerNavigation])].map((id) => TAGS.category(slug, id)),
  );
}

/**
 * A page's or category's blocks with the data they show. Shoppers get the published content, cached
 * under the document's own tag (only its publish makes it fresh); the owner's editor gets the draft,
 * read on every request and never cached.
 */
export async function loadDocumentContent(sf: Storefront, target: DocumentTarget) {
  const editor = sf.mode === 'editor';
  const { slug } = sf.shop;
  const documentTag = TAGS.document(slug, target.kind, target.id);
  const key = [slug, sf.locale, target.kind, target.id];
  const blocks = await storefrontRead(sf, ['document', ...key], [documentTag],
    () => readRenderBlocks(sf.shop, target, sf.locale, editor ? 'draft' : 'published'));
  // What the blocks show stands under the tags of its categories and products as well as the document's.
  const dataTags = [documentTag, TAGS.catalog(slug), ...entityTags(slug, blockDataTags(sf.shop, blocks))];
  const read = await storefrontRead(sf, ['block-data', ...key], dataTags,
    () => loadBlockData(sf.shop, sf.locale, blocks, { includeHidden: editor }));
  // The blocks' products in the page's market, priced after the cached read (the primary market's).
  const lists = Object.fromEntries(await Promise.all(Object.entries(read.lists).map(async ([id, list]) =>
    [id, { ...list, products: await pricedForMarket(sf.shop, sf.locale, sf.market, list.products) }] as const)));
  return { blocks, blockData: { ...read, lists } };
}

/**
 * A page with its blocks. The owner's editor shows the page as it will go live: its title, title tag and
 * description waiting for Publish too (its address stays the live one until then).
 */
async function withBlockData(sf: Storefront, page: Page | null) {
  if (!page) return null;
  const waiting = sf.mode === 'editor' ? await readWaitingSettings(sf.shop, page.id, sf.locale) : null;
  const { title, titleTag, metaDescription } = waiting ?? {};
  const shown = {
    ...page, ...(title !== undefined && { title }), ...(titleTag !== undefined && { titleTag }), ...(metaDescription !== undefined && { metaDescription }),
  };
  return { page: shown, ...(await loadDocumentContent(sf, { kind: 'page', id: page.id })) };
}

/** An info page with the data of its blocks; null when there is none. */
export async function loadInfoPage(sf: Storefront, slug: string) {
  return withBlockData(sf, await storefrontRead(sf, ['info-page', sf.shop.slug, sf.locale, slug], [TAGS.content(sf.shop.slug)], () =>
    findInfoPage(sf.shop, sf.locale, slug)));
}

/** A legal page with the data of its blocks; null when there is none. */
export async function loadLegalPage(sf: Storefront, slug: string) {
  return withBlockData(sf, await storefrontRead(sf, ['legal-page', sf.shop.slug, sf.locale, slug], [TAGS.content(sf.shop.slug)], () =>
    findLegalPage(sf.shop, sf.locale, slug)));
}

/**
 * The active theme style's stylesheet: its URL and its CSS (the same as the URL answers, a few hundred bytes
 * of custom properties), or null when the shop has no active style.
 */
async function themeStylesheet(shop: Shop) {
  const style = await findActiveThemeStyle(shop);
  if (!style) return null;
  const settings = usableSettings(style.theme.settingsSchema, style.settings);
  // With its settings in the address (spec section 2), a saved change is a new URL: browsers do not keep
  // showing the stylesheet they cached before it.
  return { href: themeStylesheetHref(shop.slug, style.theme.id, style.name, settings), css: buildThemeCss(style.theme.settingsSchema, settings) };
}

/** The cookie notice as shoppers see it, its owner-written message sanitized; null when it is off. */
function cookieNoticeOf(shop: Shop, locale: string, links: LinkContext) {
  const cookieNotice = shop.userSettings.cookieNotice;
  if (!cookieNotice?.active) return null;
  const { title, message } = shownCookieNotice(cookieNotice, locale, shop.defaultLocale);
  return {
    title: title?.text ?? null,
    // The language of a text standing in for a missing translation: the default locale's.
    titleLang: title?.fallback ? shop.defaultLocale : undefined,
    messageHtml: sanitizeRichText(message?.text ?? '', (href) => withLinkQuery(href, links)),
    messageLang: message?.fallback ? shop.defaultLocale : undefined,
  };
}

/**
 * What the document shows of the shop beside its menus, made once per shop, mode and language rather
 * than on every render: one cached read where there were three, and the owner's HTML (trust badge,
 * cookie notice) sanitized once, not by a parser run on every page (docs/bench.md). The theme's
 * stylesheet; the scripts the shop's service worker imports (none unregisters it); the countries the
 * shop delivers to, for the country selectors (live pages only); the trust badge and the cookie notice.
 * The editor never runs the owner's scripts nor shows the notice, so it gets neither.
 */
export function loadDocumentChrome(sf: Storefront) {
  const { shop, mode, locale, links } = sf;
  const editor = mode === 'editor';
  return storefrontRead(sf, ['document-chrome', shop.slug, mode, locale], [TAGS.shop(shop.slug)], async () => {
    const [stylesheet, workerScripts, countries] = await Promise.all([
      themeStylesheet(shop), editor ? null : serviceWorkerScriptUrls(shop), mode === 'live' ? listShopCountries(shop, locale) : [],
    ]);
    return { stylesheet, workerScripts, countries, trustBadge: editor ? null : trustBadgeOf(shop), cookieNotice: editor ? null : cookieNoticeOf(shop, locale, links) };
  });
}
