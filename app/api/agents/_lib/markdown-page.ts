import { blocksToMarkdown } from '@/lib/agents/markdown/blocks';
import { categoryMarkdown, contentPageMarkdown, productMarkdown, type MarkdownLabels } from '@/lib/agents/markdown/documents';
import { shopUrl } from '@/lib/agents/shop-url';
import { routes, storefrontLinks } from '@/lib/routing/links';
import { listingViewFromSegments } from '@/lib/routing/listing-view';
import type { RouteKind } from '@/lib/routing/parse-path';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { productVariantRows } from '@/lib/server/agents/variant-rows';
import { TAGS } from '@/lib/server/cache-tags';
import { blockDataTags } from '@/lib/server/content/block-data';
import { homeEntry } from '@/lib/server/content/home-entry';
import type { Shop } from '@/lib/server/shop/types';
import { cachedRead, entityTags } from '@/lib/server/storefront-cache';
import type { RenderBlock } from '@/components/blocks/render-block';
import type { BlockData } from '@/lib/server/content/block-data';
import { loadCategoryScreen, loadProductScreen } from '@/app/[shop]/[mode]/[locale]/_lib/catalog-data';
import { loadInfoPage, loadLegalPage, loadShell } from '@/app/[shop]/[mode]/[locale]/_lib/content-data';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';

const ROUTING = routingConfigFromEnv(process.env);

/** A page's Markdown version, the cache tags of what it shows (its HTML's), and its HTML address. */
export interface MarkdownPage {
  body: string;
  tags: string[];
  htmlUrl: string;
}

/** The live storefront of a shop and language, as a cached shopper page sees it: never preview or editor. */
export function liveStorefront(shop: Shop, locale: string): Storefront {
  return { shop, mode: 'live', locale, links: storefrontLinks(shop, 'live', locale, ROUTING) };
}

/**
 * The Markdown version of a shopper page (home, category, product, info or legal page), read through the
 * same cached loaders as its HTML, so it shows what the live page shows and goes stale with it; null
 * for what shoppers cannot see (hidden, unpublished, another route).
 */
export async function renderMarkdownPage(sf: Storefront, route: RouteKind, labels: MarkdownLabels): Promise<MarkdownPage | null> {
  const { shop, locale } = sf;
  const md = (path: string) => shopUrl(shop, locale, path, ROUTING, '.md');
  const html = (path: string) => shopUrl(shop, locale, path, ROUTING);
  const shared = [TAGS.shop(shop.slug), TAGS.catalog(shop.slug), TAGS.content(shop.slug), TAGS.categoryTree(shop.slug)];
  const content = (blocks: RenderBlock[], data: BlockData) =>
    blocksToMarkdown(blocks, { origin: shop.baseUrl, lists: data.lists, productUrl: (slug) => md(routes.product(slug)) });
  const blockTags = (blocks: RenderBlock[]) => entityTags(shop.slug, blockDataTags(shop, blocks));

  switch (route.kind) {
    case 'home': {
      const entry = homeEntry((await loadShell(sf)).mainNavigation);
      if (!entry) return { body: contentPageMarkdown({ title: shop.title, content: '' }), tags: shared, htmlUrl: html(routes.home()) };
      const found = entry.type === 'category'
        ? await renderMarkdownPage(sf, { kind: 'category', slug: entry.categoryId!, view: [] }, labels)
        : await renderMarkdownPage(sf, { kind: 'page', slug: entry.slug }, labels);
      return found && { ...found, htmlUrl: html(routes.home()) };
    }
    case 'product': {
      const screen = await loadProductScreen(sf, route.slug);
      if (!screen) return null;
      const { product, path } = screen;
      const groupId = product.variationMaster?.productId ?? product.productId;
      const productTags = [TAGS.product(shop.slug, product.productId), TAGS.product(shop.slug, groupId)];
      const rows = await cachedRead(['agent-rows', shop.slug, locale, groupId], [...shared, ...productTags],
        () => productVariantRows(shop, locale, groupId));
      return {
        body: productMarkdown({
          title: product.name, description: product.description, locale, labels, rows,
          crumbs: path.map((category) => ({ title: category.title, url: md(routes.category(category.slug)) })),
        }),
        tags: [...shared, ...productTags, ...path.map((category) => TAGS.category(shop.slug, category.categoryId))],
        htmlUrl: html(routes.product(product.slug)),
      };
    }
    case 'category': {
      // The default view only: sorted and paged views are the same content in another order.
      if (route.view.length > 0) return null;
      const screen = await loadCategoryScreen(sf, route.slug, listingViewFromSegments([]));
      if (!screen?.category.isVisible) return null;
      const { category, path, children, list, blocks, blockData } = screen;
      return {
        body: categoryMarkdown({
          title: category.title, labels, content: content(blocks, blockData),
          crumbs: path.slice(0, -1).map((c) => ({ title: c.title, url: md(routes.category(c.slug)) })),
          subcategories: children.map((c) => ({ title: c.title, url: md(routes.category(c.slug)) })),
          products: list.products.map((p) => ({ title: p.name, url: md(routes.product(p.slug)), price: p.price.formatted })),
        }),
        tags: [
          ...shared, TAGS.document(shop.slug, 'category', category.categoryId), TAGS.categoryProducts(shop.slug, category.categoryId),
          ...entityTags(shop.slug, [...path, ...children].map((c) => TAGS.category(shop.slug, c.categoryId))), ...blockTags(blocks),
        ],
        htmlUrl: html(routes.category(category.slug)),
      };
    }
    case 'page':
    case 'legal': {
      const data = route.kind === 'page' ? await loadInfoPage(sf, route.slug) : await loadLegalPage(sf, route.slug);
      // Hidden pages, and info pages not yet published, are the owner's alone (as their HTML pages say).
      if (!data?.page.isVisible || (route.kind === 'page' && !data.page.isPublished)) return null;
      const { page, blocks, blockData } = data;
      return {
        body: contentPageMarkdown({ title: page.title, content: content(blocks, blockData) }),
        tags: [...shared, TAGS.document(shop.slug, 'page', page.id), ...blockTags(blocks)],
        htmlUrl: html(route.kind === 'page' ? routes.page(page.slug) : routes.legal(route.slug)),
      };
    }
    default:
      return null;
  }
}
