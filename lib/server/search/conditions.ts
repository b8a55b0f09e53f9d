import { and, desc, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { productTranslations, products } from '@/lib/db/schema';
import { textSearchConfigFor } from '@/lib/db/schema/catalog';
import type { Shop } from '@/lib/server/shop/types';
import type { SearchFilters } from './filters';

/** The text-search configuration of a locale (german for de), as the stored search_vector uses it. */
export const configOf = (locale: string): SQL => textSearchConfigFor(sql`${locale}`);

export interface TextMatch {
  where: SQL;
  /** ORDER BY for relevance: exact matches before near spellings, then full-text rank. */
  relevance: SQL[];
}

/** The query as typed, in the locale's text-search configuration (websearch syntax: quotes, or, -). */
export const exactQuery = (locale: string, text: string): SQL => sql`websearch_to_tsquery(${configOf(locale)}, ${text})`;

/**
 * Products whose stored search document matches the query (stemmed, in the locale's configuration;
 * served by its GIN index); null for no query. With near spellings of misspelt words
 * (typo-tolerance.ts), a word also matches as one of them, and such matches rank below the exact ones.
 */
export function textMatch(locale: string, text: string, nearSpellings?: Map<string, string[]>): TextMatch | null {
  if (!text) return null;
  const vector = productTranslations.searchVector;
  const exact = exactQuery(locale, text);
  if (!nearSpellings?.size) return { where: sql`${vector} @@ ${exact}`, relevance: [desc(sql`ts_rank(${vector}, ${exact})`)] };
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
  const anySpelling = (word: string) =>
    sql`(${sql.join([word, ...(nearSpellings.get(word) ?? [])].map((w) => sql`plainto_tsquery(${configOf(locale)}, ${w})`), sql` || `)})`;
  const tolerant = sql.join(words.map(anySpelling), sql` && `);
  return {
    where: or(sql`${vector} @@ ${exact}`, sql`${vector} @@ (${tolerant})`)!,
    relevance: [desc(sql`${vector} @@ ${exact}`), desc(sql`ts_rank(${vector}, ${tolerant})`)],
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
