import { desc, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@/lib/catalog/listing';
import type { FacetPayload } from '@/lib/contract/search';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { productListings } from '@/lib/db/schema';
import { productOrder } from '@/lib/server/catalog/list-products';
import type { Shop } from '@/lib/server/shop/types';
import type { FilterConditions, TextMatch } from './conditions';
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
}

export interface FacetedResult {
  /** Products matching the text and every filter. */
  total: number;
  /** Products matching the text alone (whether near spellings are worth trying). */
  matches: number;
  /** The ids of the page's products, in order. */
  pageIds: string[];
  facets: FacetPayload[];
}

/** The sort keys as the matched rows name them. */
const matchedKeys = { id: sql`m.id`, price: sql`m.price`, name: sql`m.name`, createdAt: sql`m.created_at` };

/**
 * The number of products matching every filter, the page of them and every facet's values with their
 * counts, in one query over the read model (product_listings), so that the matches are read once: with
 * a flag per facet filter and the sort keys, each facet counts the rows that pass the OTHER facets'
 * filters (so picking a value never hides its alternatives) and the page is the top of the rows that
 * pass them all. Categories and attribute values are counted from each row's arrays; only the
 * categories found are joined for their titles.
 */
export async function searchFacets(db: Executor, shop: Shop, locale: string, search: FacetedSearch): Promise<FacetedResult> {
  const { conditions, filters } = search;
  const ranks = search.sort === 'relevance' && search.text ? search.text.rank : [];
  const order = sql.join([
    ...ranks.map((_, i) => desc(sql.raw(`m.r${i}`))),
    ...productOrder(ranks.length > 0 ? 'name-asc' : search.sort, undefined, matchedKeys),
  ], sql`, `);
  const attributeFlags = conditions.attributes.map((a, i) => sql`${a.condition} as ${sql.raw(`f_attr_${i}`)}`);
  const allAttributes = sql.raw(['true', ...conditions.attributes.map((_, i) => `m.f_attr_${i}`)].join(' and '));
  // An attribute facet skips its own filter only: values of other attributes must pass it.
  const otherAttributes = sql.join([sql`true`, ...conditions.attributes.map((a, i) => sql`(starts_with(u.key, ${`${a.name}\u001f`}) or ${sql.raw(`m.f_attr_${i}`)})`)], sql` and `);
  const rows = await queryRows<FacetRow>(db, sql`
    with matched as materialized (
      select ${productListings.productId} as id, ${productListings.name} as name, ${productListings.createdAt} as created_at,
        ${productListings.priceAmount} as price, ${productListings.manufacturer} as manufacturer,
        ${productListings.categoryIds} as category_ids, ${productListings.attributeValues} as value_keys,
        ${productListings.attributeValueLabels} as value_labels, ${productListings.attributeLabels} as attribute_labels,
        ${productListings.attributeValuePositions} as value_positions,
        ${sql.join([
          ...ranks.map((rank, i) => sql`${rank} as ${sql.raw(`r${i}`)}`),
          sql`${conditions.category} as f_cat`, sql`${conditions.manufacturer} as f_man`, sql`${conditions.price} as f_price`, ...attributeFlags,
        ], sql`, `)}
      from ${productListings}
      where ${search.base}
    )
    select 'total' as facet, null as value, null as label, null as facet_label, count(*)::int as matches,
      null::int as lo, null::int as hi, null::int as pos
      from matched m where m.f_cat and m.f_man and m.f_price and ${allAttributes}
    union all
    select 'matches', null, null, null, count(*)::int, null, null, null from matched
    union all
    -- The page: a top-N of the rows passing every filter, its ids in order.
    select 'page', string_agg(m.id::text, ',' order by ${order}), null, null, null, null, null, null
      from (
        select * from matched m where m.f_cat and m.f_man and m.f_price and ${allAttributes}
        order by ${order} limit ${search.resultsPerPage} offset ${(search.page - 1) * search.resultsPerPage}
      ) m
    union all
    select 'CategoryID', c.id::text, ct.title, null, per_category.matches, null, null, c.position
      from (
        select category_id, count(*)::int as matches from matched m, unnest(m.category_ids) as category_id
        where m.f_man and m.f_price and ${allAttributes}
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
    -- products. Grouped by the key; only the groups are split into attribute and value.
    select ${sql.raw(`'${ATTRIBUTE_FACET_PREFIX}'`)} || left(v.key, strpos(v.key, chr(31)) - 1), substr(v.key, strpos(v.key, chr(31)) + 1),
      v.label, v.attribute_label, v.matches, null, null, v.position
      from (
        select u.key, min(u.label) as label, min(u.attribute_label) as attribute_label, count(*)::int as matches, min(u.position) as position
        from matched m, unnest(m.value_keys, m.value_labels, m.attribute_labels, m.value_positions) as u(key, label, attribute_label, position)
        where m.f_cat and m.f_man and m.f_price and ${otherAttributes}
        group by u.key
      ) v
  `);
  const count = (facet: string) => rows.find((row) => row.facet === facet)?.matches ?? 0;
  const page = rows.find((row) => row.facet === 'page')?.value;
  return {
    total: count('total'),
    matches: count('matches'),
    pageIds: page ? page.split(',') : [],
    facets: toFacets(rows.filter((row) => row.facet !== 'page' && row.facet !== 'matches'), filters, shop.currency),
  };
}
