import { sql, type SQL } from 'drizzle-orm';
import type { SuggestedLinkPayload, SuggestionGroupsPayload } from '@/lib/contract/search';
import { MAX_GROUPED_OTHERS, MAX_SEARCH_LENGTH } from '@/lib/contract/limits';
import { getDb, type Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { routes } from '@/lib/routing/links';
import { matchesWords, typedWords } from '@/lib/search/word-match';
import type { Shop } from '@/lib/server/shop/types';
import { keptAnswersOf } from './answer-cache';
import { suggestProducts } from './suggest-products';

/** A shop's brands read for suggestions at most: far more than any shop has, a bound on one answer's size. */
const MAX_BRANDS = 5000;

/**
 * The shop's visible categories translated into the locale, a category under a hidden one left out with
 * it (walked down from the top level, so a cycle written by hand ends the walk).
 */
function visibleCategories(db: Executor, shop: Shop, locale: string): Promise<SuggestedLinkPayload[]> {
  return queryRows<{ title: string; slug: string }>(db, sql`
    with recursive shown as (
      select c.id from categories c where c.shop_id = ${shop.id} and c.parent_id is null and c.is_visible
      union
      select c.id from categories c inner join shown on c.parent_id = shown.id where c.shop_id = ${shop.id} and c.is_visible
    )
    select t.title, t.slug from shown inner join category_translations t on t.category_id = shown.id and t.locale = ${locale}
    order by t.title`).then((rows) => rows.map((row) => ({ label: row.title, href: routes.category(row.slug) })));
}

/**
 * The manufacturers of the shop's listed products in the locale, each linked to the search filtered by it.
 * Read by skipping through the manufacturer index, one step per brand (a loose index scan): `select
 * distinct` read every listing of the shop (99,000 rows, 186 ms at 100,000 products) to find 12 brands.
 */
function listedBrands(db: Executor, shop: Shop, locale: string): Promise<SuggestedLinkPayload[]> {
  const next = (after: SQL) => sql`(select p.manufacturer from product_listings p
    where p.shop_id = ${shop.id} and p.locale = ${locale} and p.manufacturer > ${after} order by p.manufacturer limit 1)`;
  // `> ''` leaves out products without a manufacturer (null or empty) as it steps.
  return queryRows<{ name: string }>(db, sql`
    with recursive brands(name) as (
      select ${next(sql`''`)}
      union all
      select ${next(sql`b.name`)} from brands b where b.name is not null
    )
    select name from brands where name is not null limit ${MAX_BRANDS}`)
    .then((rows) => rows.map((row) => ({ label: row.name, href: `${routes.search()}?${new URLSearchParams({ Manufacturer: row.name })}` })));
}

/**
 * The shop's live info pages and visible legal pages translated into the locale. Read afresh each time:
 * pages are not part of the search version, and a shop has a few dozen at most.
 */
function livePages(db: Executor, shop: Shop, locale: string): Promise<SuggestedLinkPayload[]> {
  return queryRows<{ title: string; slug: string; legal_slug: string | null }>(db, sql`
    select t.title, t.slug, p.legal_slug from pages p inner join page_translations t on t.page_id = p.id and t.locale = ${locale}
    where p.shop_id = ${shop.id} and p.is_visible and p.published_at is not null
    order by t.title`)
    .then((rows) => rows.map((row) => ({ label: row.title, href: row.legal_slug ? routes.legal(row.legal_slug) : routes.page(row.slug) })));
}

/** Labels whose words start with the typed words: those starting with the whole text first, then by label. */
function matching(links: SuggestedLinkPayload[], q: string): SuggestedLinkPayload[] {
  const start = typedWords(q).join(' ');
  const startsWithText = (link: SuggestedLinkPayload) => (typedWords(link.label).join(' ').startsWith(start) ? 0 : 1);
  return links.filter((link) => matchesWords(link.label, q))
    .sort((a, b) => startsWithText(a) - startsWithText(b) || a.label.localeCompare(b.label))
    .slice(0, MAX_GROUPED_OTHERS);
}

/**
 * Predictive search: the products the suggestions find (suggest-products.ts), and the visible
 * categories, live pages and brands whose names start words with what was typed. Categories and brands
 * are read once per catalogue version (the search version covers them) and matched here.
 */
export async function suggestGroups(shop: Shop, locale: string, query: { q: string; limit: number }): Promise<SuggestionGroupsPayload> {
  const db = await getDb();
  const q = query.q.trim().slice(0, MAX_SEARCH_LENGTH);
  // Pages are no part of the search version: read beside it. The rest reads the version once.
  const [pages, [products, categories, brands]] = await Promise.all([
    livePages(db, shop, locale),
    keptAnswersOf(db, shop).then((kept) => Promise.all([
      suggestProducts(shop, locale, { q, limit: query.limit, sort: 'relevance' }, kept),
      kept(locale, ['categories'], () => visibleCategories(db, shop, locale)),
      kept(locale, ['brands'], () => listedBrands(db, shop, locale)),
    ])),
  ]);
  return { products, categories: matching(categories, q), pages: matching(pages, q), brands: matching(brands, q) };
}
