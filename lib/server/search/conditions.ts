import { and, desc, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { productTranslations, products } from '@/lib/db/schema';
import { textSearchConfigFor } from '@/lib/db/schema/catalog';
import type { Shop } from '@/lib/server/shop/types';
import type { SearchFilters } from './filters';
import { escapeLike } from './query-text';

/** The text-search configuration of a locale (german for de), as the stored search_vector uses it. */
export const configOf = (locale: string): SQL => textSearchConfigFor(sql`${locale}`);

export interface TextMatch {
  where: SQL;
  /** ORDER BY for relevance: full-text rank, then closeness of the name to the query. */
  relevance: SQL[];
}

/**
 * Products whose stored search document matches the query (stemmed, in the locale's configuration),
 * plus a trigram fallback on the name for typos and words the stemmer does not know; null for no query.
 */
export function textMatch(locale: string, q: string): TextMatch | null {
  const text = q.trim();
  if (!text) return null;
  const tsQuery = sql`websearch_to_tsquery(${configOf(locale)}, ${text})`;
  return {
    where: or(
      sql`${productTranslations.searchVector} @@ ${tsQuery}`,
      ilike(productTranslations.name, `%${escapeLike(text)}%`),
      // word_similarity above pg_trgm's threshold (0.6); served by the name's GIN trigram index.
      sql`${text} <% ${productTranslations.name}`,
    )!,
    relevance: [
      desc(sql`ts_rank(${productTranslations.searchVector}, ${tsQuery})`),
      desc(sql`word_similarity(${text}, ${productTranslations.name})`),
    ],
  };
}

/** One condition per facet over `products`; `true` where the facet has no filter. */
export interface FilterConditions {
  category: SQL;
  manufacturer: SQL;
  price: SQL;
  attributes: { name: string; condition: SQL }[];
}

const anyOf = (values: string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The conditions of each facet's filter; values of one facet widen (OR), facets narrow (AND). */
export function filterConditions(shop: Shop, filters: SearchFilters): FilterConditions {
  const { categoryIds, manufacturers, price } = filters;
  return {
    category: categoryIds.length === 0 ? sql`true` : sql`exists (select 1 from product_categories pc
      where pc.product_id = ${products.id} and pc.shop_id = ${shop.id} and pc.category_id in (${anyOf(categoryIds)}))`,
    manufacturer: manufacturers.length === 0 ? sql`true` : inArray(products.manufacturer, manufacturers),
    price: and(
      price?.min != null ? gte(products.priceAmount, price.min) : undefined,
      price?.max != null ? lte(products.priceAmount, price.max) : undefined,
    ) ?? sql`true`,
    // A master matches when one of its visible variations has a selected value of the attribute.
    attributes: filters.attributes.map(({ name, values }) => ({
      name,
      condition: sql`exists (select 1 from products v
        inner join product_variation_values pvv on pvv.product_id = v.id
        inner join variation_attributes a on a.id = pvv.attribute_id
        inner join variation_attribute_values av on av.id = pvv.value_id
        where v.variation_master_id = ${products.id} and v.shop_id = ${shop.id} and v.is_visible
          and a.name = ${name} and av.value in (${anyOf(values)}))`,
    })),
  };
}

/** Every filter at once: what the listed products must meet. */
export function allFilters(conditions: FilterConditions): SQL {
  return and(conditions.category, conditions.manufacturer, conditions.price, ...conditions.attributes.map((a) => a.condition))!;
}
