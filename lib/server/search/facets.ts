import { sql, type SQL } from 'drizzle-orm';
import type { FacetPayload } from '@/lib/contract/search';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { productListings } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import type { FilterConditions } from './conditions';
import { ATTRIBUTE_FACET_PREFIX, currencyDigits, type SearchFilters } from './filters';
import { toFacets, type FacetRow } from './facet-shapes';

/**
 * The number of products matching every filter, and every facet's values with their counts, in one
 * query over the read model (product_listings): the matches are read once with a flag per facet filter,
 * and each facet counts the rows that pass the OTHER facets' filters (so picking a value never hides
 * its alternatives). Categories and attribute values are counted from each row's arrays; only the
 * categories found are joined for their titles.
 */
export async function searchFacets(
  db: Executor, shop: Shop, locale: string, base: SQL, conditions: FilterConditions, filters: SearchFilters,
): Promise<{ total: number; facets: FacetPayload[] }> {
  const attributeFlags = conditions.attributes.map((a, i) => sql`${a.condition} as ${sql.raw(`f_attr_${i}`)}`);
  const allAttributes = sql.raw(['true', ...conditions.attributes.map((_, i) => `m.f_attr_${i}`)].join(' and '));
  // An attribute facet skips its own filter only: values of other attributes must pass it.
  const otherAttributes = sql.join([sql`true`, ...conditions.attributes.map((a, i) => sql`(v.attribute = ${a.name} or ${sql.raw(`m.f_attr_${i}`)})`)], sql` and `);
  const rows = await queryRows<FacetRow>(db, sql`
    with matched as materialized (
      select ${productListings.priceAmount} as price, ${productListings.manufacturer} as manufacturer,
        ${productListings.categoryIds} as category_ids, ${productListings.attributeValues} as value_keys,
        ${productListings.attributeValueLabels} as value_labels, ${productListings.attributeLabels} as attribute_labels,
        ${productListings.attributeValuePositions} as value_positions,
        ${sql.join([
          sql`${conditions.category} as f_cat`, sql`${conditions.manufacturer} as f_man`, sql`${conditions.price} as f_price`, ...attributeFlags,
        ], sql`, `)}
      from ${productListings}
      where ${base}
    )
    select 'total' as facet, null as value, null as label, null as facet_label, count(*)::int as matches,
      null::int as lo, null::int as hi, null::int as pos
      from matched m where m.f_cat and m.f_man and m.f_price and ${allAttributes}
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
    -- A product has each attribute value once (its variations' values, deduplicated): count(*) counts products.
    select ${sql.raw(`'${ATTRIBUTE_FACET_PREFIX}'`)} || v.attribute, v.value, min(v.label), min(v.attribute_label), count(*)::int, null, null, min(v.position)
      from matched m
      cross join lateral (
        select left(u.key, strpos(u.key, chr(31)) - 1) as attribute, substr(u.key, strpos(u.key, chr(31)) + 1) as value,
          u.label, u.attribute_label, u.position
        from unnest(m.value_keys, m.value_labels, m.attribute_labels, m.value_positions) as u(key, label, attribute_label, position)
      ) v
      where m.f_cat and m.f_man and m.f_price and ${otherAttributes}
      group by v.attribute, v.value
  `);
  const total = rows.find((row) => row.facet === 'total')?.matches ?? 0;
  return { total, facets: toFacets(rows, filters, currencyDigits(shop.currency)) };
}
