import { sql, type SQL } from 'drizzle-orm';
import type { FacetPayload } from '@/lib/contract/search';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { products, productTranslations } from '@/lib/db/schema';
import { translationJoin } from '@/lib/server/catalog/product-cards';
import type { Shop } from '@/lib/server/shop/types';
import type { FilterConditions } from './conditions';
import { ATTRIBUTE_FACET_PREFIX, currencyDigits, type SearchFilters } from './filters';
import { toFacets, type FacetRow } from './facet-shapes';

/**
 * The number of products matching every filter, and every facet's values with their counts, in one
 * query: the matches are computed once with a flag per facet filter, and each facet counts the rows
 * that pass the OTHER facets' filters (so picking a value never hides its alternatives).
 */
export async function searchFacets(
  db: Executor, shop: Shop, locale: string, base: SQL, conditions: FilterConditions, filters: SearchFilters,
): Promise<{ total: number; facets: FacetPayload[] }> {
  const attributeFlags = conditions.attributes.map((a, i) => sql`${a.condition} as ${sql.raw(`f_attr_${i}`)}`);
  const allAttributes = sql.raw(['true', ...conditions.attributes.map((_, i) => `m.f_attr_${i}`)].join(' and '));
  // An attribute facet skips its own filter only: rows of other attributes must pass it.
  const otherAttributes = sql.join([sql`true`, ...conditions.attributes.map((a, i) => sql`(a.name = ${a.name} or ${sql.raw(`m.f_attr_${i}`)})`)], sql` and `);
  const rows = await queryRows<FacetRow>(db, sql`
    with matched as materialized (
      select ${products.id} as id, ${products.priceAmount} as price, ${products.manufacturer} as manufacturer,
        ${products.kind} = 'master' as is_master,
        ${sql.join([
          sql`${conditions.category} as f_cat`, sql`${conditions.manufacturer} as f_man`, sql`${conditions.price} as f_price`, ...attributeFlags,
        ], sql`, `)}
      from ${products} inner join ${productTranslations} on ${translationJoin(locale)}
      where ${base}
    )
    select 'total' as facet, null as value, null as label, null as facet_label, count(*)::int as matches,
      null::int as lo, null::int as hi, null::int as pos
      from matched m where m.f_cat and m.f_man and m.f_price and ${allAttributes}
    union all
    select 'CategoryID', c.id::text, ct.title, null, per_category.matches, null, null, c.position
      from (
        -- A product is in a category once (its primary key): counted per membership, then named.
        select pc.category_id, count(*)::int as matches from matched m
        inner join product_categories pc on pc.product_id = m.id
        where m.f_man and m.f_price and ${allAttributes}
        group by pc.category_id
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
    select ${sql.raw(`'${ATTRIBUTE_FACET_PREFIX}'`)} || a.name, av.value,
      min(coalesce(av.display_value ->> ${locale}::text, av.display_value ->> ${shop.defaultLocale}::text, av.value)),
      min(coalesce(a.display_name ->> ${locale}::text, a.display_name ->> ${shop.defaultLocale}::text, a.name)),
      count(distinct m.id)::int, null, null, min(av.position)
      from matched m
      inner join products v on m.is_master and v.variation_master_id = m.id and v.is_visible
      inner join product_variation_values pvv on pvv.product_id = v.id
      inner join variation_attributes a on a.id = pvv.attribute_id
      inner join variation_attribute_values av on av.id = pvv.value_id
      where m.f_cat and m.f_man and m.f_price and ${otherAttributes}
      group by a.name, av.value
  `);
  const total = rows.find((row) => row.facet === 'total')?.matches ?? 0;
  return { total, facets: toFacets(rows, filters, currencyDigits(shop.currency)) };
}
