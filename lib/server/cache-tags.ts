// The one place the app decides its cache tags: the names shopper reads stand under (TAGS, read by
// cachedRead in storefront-cache.ts and the page loaders) and, per kind of change, which of them a write
// makes stale (CHANGES, the only source of what revalidateTags takes). The page cache hands the same
// tags to the HTTP caches in front as surrogate keys (lib/http-cache), which the purge names again, and
// the scale-out tests check Varnish against them. Pure (no Next.js, no database), so that those tests,
// which run outside the app, import it too.

import type { DocumentKind } from './content/documents/target';

/**
 * Cache tags of what shopper pages show, per shop. Every write that changes one of these revalidates
 * it (through CHANGES), so cached pages stay correct without expiring on a timer.
 */
export const TAGS = {
  /** Settings, locales, theme, legal and navigation: the shell of every page. */
  shop: (shopSlug: string) => `shop:${shopSlug}`,
  /** The whole catalogue, on every catalogue read: for a bulk change (an import, a re-seed); no shopper write revalidates it. */
  catalog: (shopSlug: string) => `catalog:${shopSlug}`,
  /** Info and legal pages as pages (their title, slug, visibility) and the menus that list them. */
  content: (shopSlug: string) => `content:${shopSlug}`,
  /** One product as shoppers see it (name, price, stock note): its page and the few lists that name it by id. */
  product: (shopSlug: string, id: string) => `product:${shopSlug}:${id}`,
  /** One category's settings (title, slug, texts, visibility): its page, and the breadcrumbs, menus and blocks that name it. */
  category: (shopSlug: string, id: string) => `category:${shopSlug}:${id}`,
  /**
   * The products one category lists (names, prices, stock notes on their cards): its listing pages and
   * the blocks showing them. Apart from `category` so that a product's change leaves the menus naming
   * its categories, and with them every page of the shop, as they are.
   */
  categoryProducts: (shopSlug: string, id: string) => `category-products:${shopSlug}:${id}`,
  /** The category tree's shape (slugs, visibility): which category an address names, the sitemap. */
  categoryTree: (shopSlug: string) => `category-tree:${shopSlug}`,
  /** Stands in for the entity tags of a read that shows too many entities to name (ENTITY_TAG_LIMIT). */
  catalogEntities: (shopSlug: string) => `catalog-entities:${shopSlug}`,
  /** The published content of one page or category: only its publish changes what shoppers see. */
  document: (shopSlug: string, kind: DocumentKind, id: string) => `document:${shopSlug}:${kind}:${id}`,
} as const;

declare const changed: unique symbol;
/**
 * The tags one change makes stale. Only CHANGES makes them, so a service names the kind of its change
 * and never tags of its own.
 */
export type ChangedTags = readonly string[] & { readonly [changed]: true };

const stale = (tags: string[]): ChangedTags => [...new Set(tags)] as unknown as ChangedTags;

/** A catalogue entity's own tags, and the stand-in of reads showing too many entities to name them. */
const entities = (shopSlug: string, tags: string[]) => (tags.length === 0 ? [] : [...tags, TAGS.catalogEntities(shopSlug)]);

/**
 * Which tags each kind of change makes stale. Shop-wide areas for what every page or every info page
 * shows; one document's or catalogue entity's own tags for the rest, never the whole catalogue.
 */
export const CHANGES = {
  /** Several changes made live together ("Publish site changes"): what each makes stale. */
  together: (...changes: ChangedTags[]) => stale(changes.flatMap((tags) => [...tags])),
  /** The shop's settings (title, locales, contact, selling points...): the shell of every page. */
  shopSettings: (shopSlug: string) => stale([TAGS.shop(shopSlug)]),
  /** The active theme style or its settings: every page's stylesheet. */
  theme: (shopSlug: string) => stale([TAGS.shop(shopSlug)]),
  /**
   * A menu saved: the menus, the pages it shows or hides (info pages are read under `content`), and
   * the categories whose visibility it changed, as a category's own visibility change does.
   */
  navigation: (shopSlug: string, categoriesShownOrHidden: readonly string[] = []) => stale([
    TAGS.content(shopSlug), ...categoriesShownOrHidden.flatMap((id) => CHANGES.categorySettings(shopSlug, id, true)),
  ]),
  /** A page created, duplicated or deleted, or an info or legal page's settings (title, slug, visibility, place in a menu). */
  pageSettings: (shopSlug: string) => stale([TAGS.content(shopSlug)]),
  /**
   * A page's or category's blocks published (by the owner or the scheduler); a draft changes nothing.
   * When the page itself changed with it (its first publish, or its waiting title or slug made live),
   * the menus and the sitemap that list it too, as for its settings.
   */
  publish: (shopSlug: string, kind: DocumentKind, id: string, pageChanged = false) => stale([
    TAGS.document(shopSlug, kind, id), ...(pageChanged ? CHANGES.pageSettings(shopSlug) : []),
  ]),
  /**
   * A category's settings: the category (its page, breadcrumbs, menus and blocks naming it), and when
   * its slug or visibility changed, the tree's shape too (which category an address names, the sitemap).
   */
  categorySettings: (shopSlug: string, categoryId: string, shapeChanged: boolean) => stale([
    ...entities(shopSlug, [TAGS.category(shopSlug, categoryId)]), ...(shapeChanged ? [TAGS.categoryTree(shopSlug)] : []),
  ]),
  /**
   * A market's settings (countries, currency, rate, rounding, gross or net) or a tax rate: every price of
   * the catalogue in that market, and the shell's country selector; every market's pages are tagged alike.
   */
  markets: (shopSlug: string) => stale([TAGS.shop(shopSlug), TAGS.catalog(shopSlug)]),
  /**
   * Products as shoppers see them (a stock note, a price): the products whose page or cards show the
   * change (a variation's master included) and the product lists of the categories holding any of them,
   * not those categories' settings (which menus on every page read); none, nothing.
   */
  products: (shopSlug: string, shownProductIds: readonly string[], listingCategoryIds: readonly string[]) => stale(
    shownProductIds.length === 0 ? [] : entities(shopSlug, [
      ...shownProductIds.map((id) => TAGS.product(shopSlug, id)), ...listingCategoryIds.map((id) => TAGS.categoryProducts(shopSlug, id)),
    ]),
  ),
} as const;
