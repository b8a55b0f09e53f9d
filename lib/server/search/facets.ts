import { and, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@/lib/catalog/listing';
import type { FacetPayload } from '@/lib/contract/search';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { productListings } from '@/lib/db/schema';
import { listedIn, productOrder } from '@/lib/server/catalog/list-products';
import type { Shop } from '@/lib/server/shop/types';
import { allFilters, sampledRows, type FilterConditions, type TextMatch } from './conditions';
import { ATTRIBUTE_FACET_PREFIX, type SearchFilters } from './filters';
import { toFacets, type FacetRow } from './facet-shapes';

/** One search as the facet query runs it: what it matches, its filters, and the page it shows. */
export interface FacetedSearch {
  /** The shop and locale's listings, and the text match when there is one. */
  base: SQL;
  text: TextMatch | null;
  conditions: FilterConditions;
  filters: SearchFilters;
  sort: SortOption;
  page: number;
  resultsPerPage: number;
  /** Matches counted exactly up to this many: EXACT_COUNT_LIMIT unless a test sets a small one. */
  countLimit?: number;
}

/**
 * Matches counted exactly up to this many. A search matching more (a common word in a large catalogue)
 * counts its total and facets over the first this many matches, as lower bounds shoppers see as
 * "1,000+": counting every match read every matching row, which cost in proportion to the matches.
 */
export const EXACT_COUNT_LIMIT = 1000;

export interface FacetedResult {
  /** Products matching the text and every filter (when `estimated`, among the first EXACT_COUNT_LIMIT matches, at least the page's). */
  total: number;
  /** Whether the text matched more than EXACT_COUNT_LIMIT products: the total and facet counts are then lower bounds. */
  estimated: boolean;
  /** Products matching the text alone (whether near spellings are worth trying), up to EXACT_COUNT_LIMIT + 1. */
  matches: number;
  /** The ids of the page's products, in order. */
  pageIds: string[];
  facets: FacetPayload[];
}

/**
 * The facets' counts over the matches, at most EXACT_COUNT_LIMIT + 1 of them (the one more tells that
 * there are more), read once into a CTE with a flag per facet filter: each facet counts the rows that
 * pass the OTHER facets' filters (so picking a value never hides its alternatives). Categories and
 * attribute values are counted from each row's arrays; only the categories found are joined for titles.
 * The same statement ranks the page over those rows (rows `page`, in `pos` order): the page whenever
 * they are all the matches (`matches` within the limit), and a text's relevance page past it. The text
 * index is read once per search: reading each relevance tier apart read it again per tier (7 scans, 93
 * of 107 ms for "coton"), and a tier few matches meet (the typed "coton" of a search for "cotton", a
 * brand in no name) read every match to learn so (20,386 rows, 206 ms).
 */
function countFacets(db: Executor, locale: string, search: FacetedSearch, limit: number): Promise<FacetRow[]> {
  const { conditions } = search;
  const ranking = pageRanking(search);
  // Each attribute filter's flag, a column of the matched rows: f_attr_0, f_attr_1, ...
  const attributeFlagNames = conditions.attributes.map((_, i) => `f_attr_${i}`);
  const passesAll = sql.raw(['f_cat', 'f_man', 'f_price', ...attributeFlagNames].join(' and '));
  const attributeFlags = conditions.attributes.map((a, i) => sql`${a.condition} as ${sql.raw(attributeFlagNames[i]!)}`);
  const allAttributes = sql.raw(['true', ...attributeFlagNames.map((flag) => `m.${flag}`)].join(' and '));
  // An attribute facet skips its own filter only: values of other attributes must pass it.
  const otherAttributes = sql.join([sql`true`, ...conditions.attributes.map((a, i) => sql`(starts_with(u.key, ${`${a.name}\u001f`}) or ${sql.raw(`u.${attributeFlagNames[i]}`)})`)], sql` and `);
  return queryRows<FacetRow>(db, sql`
    -- Planned apart from its LIMIT (a materialized CTE), so that the text index finds the matches: with
    -- the LIMIT in view the planner scanned the whole table for a word it guessed common ("coton": no
    -- match, 396,080 rows read). It runs only as far as the LIMIT pulls it: a text's matches sample by
    -- sample (sampledRows), the samples past the LIMIT never read.
    with candidates as materialized (
      select ${productListings.manufacturer} as manufacturer, ${productListings.priceAmount} as price,
        ${productListings.categoryIds} as category_ids, ${productListings.attributeValues} as value_keys,
        ${productListings.attributeValueLabels} as value_labels, ${productListings.attributeLabels} as attribute_labels,
        ${productListings.attributeValuePositions} as value_positions,
        -- What the page is ranked by, named as the read model's columns so that a sort's ORDER BY reads them.
        ${productListings.productId} as product_id, ${productListings.name} as name, ${productListings.priceAmount} as price_amount,
        ${productListings.createdAt} as created_at, ${sql.join([...ranking.columns, sql`0 as no_rank`], sql`, `)},
        ${sql.join([sql`${conditions.category} as f_cat`, sql`${conditions.manufacturer} as f_man`, sql`${conditions.price} as f_price`, ...attributeFlags], sql`, `)}
      from ${search.text ? sampledRows(search.base, search.text.index) : sql`${productListings} where ${search.base}`}
    ),
    matched as materialized (select * from candidates limit ${limit + 1})
    select 'total' as facet, null as value, null as label, null as facet_label, count(*)::int as matches,
      null::int as lo, null::int as hi, null::int as pos
      from matched m where m.f_cat and m.f_man and m.f_price and ${allAttributes}
    union all
    select 'matches', null, null, null, count(*)::int, null, null, null from matched
    union all
    select 'CategoryID', c.id::text, ct.title, null, per_category.matches, null, null, c.position
      from (
        select category_id, count(*)::int as matches
        from (select unnest(m.category_ids) as category_id from matched m where m.f_man and m.f_price and ${allAttributes}) as memberships
        group by category_id
      ) per_category
      inner join categories c on c.id = per_category.category_id and c.is_visible
      inner join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
    union all
    select 'Manufacturer', m.manufacturer, m.manufacturer, null, count(*)::int, null, null, null
      from matched m
      where m.manufacturer is not null and m.f_cat and m.f_price and ${allAttributes}
      group by m.manufacturer
    union all
    select 'ListPrice', null, null, null, count(*)::int, min(m.price), max(m.price), null
      from matched m where m.f_cat and m.f_man and ${allAttributes}
    union all
    -- A product has each attribute value once (its variations' values, deduplicated): count(*) counts
    -- products. Grouped by the key; only the groups are split into attribute and value. The arrays are
    -- unnested in the select list (side by side: they have one entry per value), not in FROM, where each
    -- row's unnest was a function scan of its own.
    select ${sql.raw(`'${ATTRIBUTE_FACET_PREFIX}'`)} || left(v.key, strpos(v.key, chr(31)) - 1), substr(v.key, strpos(v.key, chr(31)) + 1),
      v.label, v.attribute_label, v.matches, null, null, v.position
      from (
        select u.key, min(u.label) as label, min(u.attribute_label) as attribute_label, count(*)::int as matches, min(u.position) as position
        from (
          select unnest(m.value_keys) as key, unnest(m.value_labels) as label, unnest(m.attribute_labels) as attribute_label,
            unnest(m.value_positions) as position${sql.raw(attributeFlagNames.map((flag) => `, m.${flag}`).join(''))}
          from matched m where m.f_cat and m.f_man and m.f_price
        ) as u
        where ${otherAttributes}
        group by u.key
      ) v
    union all
    select 'page', p.product_id::text, null, null, 0, null, null, p.position::int
      from (
        select ${productListings.productId} as product_id, row_number() over (order by ${ranking.order}) as position
        from matched as ${productListings} where ${passesAll}
        order by ${ranking.order} limit ${search.resultsPerPage} offset ${(search.page - 1) * search.resultsPerPage}
      ) p
  `);
}

/**
 * The page's order over the matched rows: relevance tiers (conditions.ts), as rankedPage reads them, when
 * a text is ranked (`tier`: the first the row meets; a tier's own order, then the name), else the sort's.
 * `columns` are computed on each matched row; `order` reads them and the read model's columns.
 */
function pageRanking(search: FacetedSearch): { columns: SQL[]; order: SQL } {
  const tiers = search.sort === 'relevance' && search.text ? search.text.tiers : null;
  if (!tiers) return { columns: [], order: sql.join(productOrder(search.sort), sql`, `) };
  const tier = sql`case ${sql.join(tiers.map((t, i) => sql`when ${t.condition} then ${sql.raw(String(i))}`), sql` `)} end`;
  const ownOrders = tiers.flatMap((t, i) => (t.order ?? []).map((order, j) => ({ tier: i, name: sql.raw(`tier_${i}_${j}`), order })));
  return {
    columns: [sql`${tier} as tier`, ...ownOrders.map((o) => sql`${o.order} as ${o.name}`)],
    order: sql.join([
      sql`tier`, ...ownOrders.map((o) => sql`case when tier = ${sql.raw(String(o.tier))} then ${o.name} end`), ...productOrder('name-asc'),
    ], sql`, `),
  };
}

/**
 * The ids of the page's products passing every filter in a sort's order (not a text's relevance: that
 * page is ranked over the counted matches), when the text matches more than `limit` products: it walks
 * the sort's index of the shop (the shop and locale named beside the text so that the index serves),
 * matches then being common enough to come up every few rows.
 */
async function sortedPage(db: Executor, shop: Shop, locale: string, search: FacetedSearch): Promise<string[]> {
  const scope = and(search.base, listedIn(shop, locale), allFilters(search.conditions))!;
  const rows = await queryRows<{ id: string }>(db, sql`
    select ${productListings.productId} as id from ${productListings} where ${scope}
    order by ${sql.join(productOrder(search.sort), sql`, `)} limit ${search.resultsPerPage} offset ${(search.page - 1) * search.resultsPerPage}`);
  return rows.map((row) => row.id);
}

/**
 * The number of products matching every filter, the page of them and every facet's values with their
 * counts over the read model (product_listings): the counts over at most EXACT_COUNT_LIMIT + 1 matches,
 * the page ranked by relevance over them or, past them in another sort, read in the order of an index,
 * so that neither costs in proportion to the matches.
 */
export async function searchFacets(db: Executor, shop: Shop, locale: string, search: FacetedSearch): Promise<FacetedResult> {
  const limit = search.countLimit ?? EXACT_COUNT_LIMIT;
  const rows = await countFacets(db, locale, search, limit);
  const matches = rows.find((row) => row.facet === 'matches')?.matches ?? 0;
  // Within the limit the counted rows are every match, and the page ranked over them is the page; past it
  // a text's relevance ranks those first matches too (a ranking that stops early), a sort walks its index.
  const pageIds = matches <= limit || (search.sort === 'relevance' && search.text)
    ? rows.filter((row) => row.facet === 'page').sort((a, b) => a.pos! - b.pos!).map((row) => row.value!)
    : await sortedPage(db, shop, locale, search);
  const counts = boundCounts(rows.filter((row) => row.facet !== 'page'), limit, (search.page - 1) * search.resultsPerPage + pageIds.length);
  return { total: counts.total, estimated: counts.estimated, matches: counts.matches, pageIds, facets: toFacets(counts.facetRows, search.filters, shop.currency) };
}

/**
 * The facet query's counts as answered. Exact while the matches (read up to `limit` + 1) stay within
 * `limit`; past it every count is bounded to `limit` (a lower bound: counted over the first matches),
 * and the total is at least `shown`, the products of the pages up to this one.
 */
export function boundCounts(rows: FacetRow[], limit: number, shown: number) {
  const count = (facet: string) => rows.find((row) => row.facet === facet)?.matches ?? 0;
  const matches = count('matches');
  const estimated = matches > limit;
  const bounded = (n: number) => (estimated ? Math.min(n, limit) : n);
  return {
    total: estimated ? Math.max(bounded(count('total')), shown) : count('total'),
    estimated,
    matches,
    facetRows: rows.filter((row) => row.facet !== 'total' && row.facet !== 'matches').map((row) => ({ ...row, matches: bounded(row.matches) })),
  };
}
