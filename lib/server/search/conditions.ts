import { and, arrayOverlaps, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { productListings, sampleIdByte, type SAMPLE_ID_BYTES } from '@/lib/db/schema';
import { textSearchConfigOf } from '@/lib/db/schema/catalog';
import { listedIn } from '@/lib/server/catalog/list-products';
import type { Shop } from '@/lib/server/shop/types';
import type { SearchFilters } from './filters';
import { escapeLike, lastWordPrefix, queryWords, usesSearchSyntax } from './query-text';
import type { QueryLexemes } from './query-lexemes';

/** The text-search configuration of a locale (german for de), as the stored search_vector uses it. */
export const configOf = (locale: string): SQL => textSearchConfigOf(locale);

/** One tier of relevance: the products meeting `condition` (and no tier above), in `order` (by name when none). */
export interface RelevanceTier {
  condition: SQL;
  order?: SQL[];
}

export interface TextMatch {
  where: SQL;
  /** The sampled index the matches are read through (sampledRows). */
  index: SampledIndex;
  /**
   * Relevance, best first: a product ranks in the first tier it meets. Each tier is read in the order of
   * an index (name), so a page is found without ranking every match (facets.ts, rankedPage).
   */
  tiers: RelevanceTier[];
}

/** The query as typed, in the locale's text-search configuration (websearch syntax: quotes, or, -). */
export const exactQuery = (locale: string, text: string): SQL => sql`websearch_to_tsquery(${configOf(locale)}, ${text})`;

/**
 * The shop's listings in the locale, as the text index finds them: the read model's documents (and name
 * words) carry the lexeme `~{shop id}.{locale}` (migrations 0009, 0035), which no text yields, so that a word's matches in other
 * shops and locales are never read. A second condition on the same GIN index, which intersects the two
 * in one scan; it leaves ranks alone.
 */
export const searchScope = (shop: Shop, locale: string, vector: typeof productListings.searchVector | typeof productListings.nameVector = productListings.searchVector): SQL =>
  sql`${vector} @@ ${`'~${shop.id}.${locale}'`}::tsquery`;

/** Lexemes as a tsquery of alternatives (`'cotton' | 'coat'`): only letters and digits, so none needs quoting. */
const anyLexeme = (lexemes: string[]): SQL | null => {
  const plain = lexemes.filter((lexeme) => /^[\p{L}\p{N}]+$/u.test(lexeme));
  return plain.length > 0 ? sql`${plain.map((lexeme) => `'${lexeme}'`).join(' | ')}::tsquery` : null;
};

/**
 * The shop's listed products in the locale whose stored search document matches the query (stemmed, in
 * the locale's configuration; served by its GIN index alone); null for no query. The last word also
 * matches as a prefix ("jac" finds jackets, as the suggestions do): as the most frequent lexemes of the
 * shop's documents in the locale it starts (`lexemes.completions`, query-lexemes.ts), each an index entry,
 * never as `jac:*`, which the index answers with every lexeme it starts in every shop and locale. A word
 * no document of the shop and locale has (`lexemes.unknown`) is not asked of the index: what requires it
 * matches nothing. With near spellings of misspelt words (typo-tolerance.ts) or the owner's synonyms
 * (synonyms.ts), a word also matches as one of them. Products pinned to the query (pins.ts) match
 * whatever their text. Ranked in tiers: the pins in their order, the name itself, then whole words of the
 * name, whole words of the description, the prefix, then the rest (near spellings and synonyms); by name
 * within a tier.
 */
export function textMatch(shop: Shop, locale: string, text: string, lexemes: QueryLexemes, nearSpellings?: Map<string, string[]>, pinned: string[] = []): TextMatch | null {
  if (!text) return null;
  const vector = productListings.searchVector;
  const words = queryWords(text);
  const known = (word: string) => !lexemes.unknown.has(word.toLowerCase());
  const exact = exactQuery(locale, text);
  const typed = lastWordPrefix(text);
  const completions = anyLexeme(lexemes.completions);
  const prefix = typed && completions && typed.words.every(known)
    ? (typed.words.length > 0 ? sql`(to_tsquery(${configOf(locale)}, ${typed.words.join(' & ')}) && ${completions})` : completions)
    : null;
  // Query syntax (a phrase, an alternative, an excluded word) is taken as written; plain words are all required.
  const queries = [...(usesSearchSyntax(text) || words.every(known) ? [exact] : []), ...(prefix ? [prefix] : [])];
  if (nearSpellings?.size) {
    const spellings = words.map((word) => [...(known(word) ? [word] : []), ...(nearSpellings.get(word) ?? [])]);
    const anySpelling = (alternatives: string[]) =>
      sql`(${sql.join(alternatives.map((w) => sql`plainto_tsquery(${configOf(locale)}, ${w})`), sql` || `)})`;
    if (spellings.every((alternatives) => alternatives.length > 0)) queries.push(sql`(${sql.join(spellings.map(anySpelling), sql` && `)})`);
  }
  const pins = pinnedOrder(pinned);
  const matchesText = queries.length > 0 ? sql`${vector} @@ (${sql.join(queries.map((query) => sql`(${query})`), sql` || `)})` : sql`false`;
  return {
    // The queries OR-ed into one tsquery, one scan of the GIN index with the scope, whose lexeme (every listing
    // of the shop) is read once, not once per query.
    where: and(or(matchesText, ...(pins ? [pins.match] : [])), searchScope(shop, locale))!,
    index: 'searchVector',
    tiers: [
      ...(pins ? [{ condition: pins.match, order: [pins.order] }] : []),
      { condition: sql`lower(${productListings.name}) = ${text.toLowerCase()}` },
      // Whole words of the name (name_vector: the name's lexemes, as search_vector's weight A holds them, read
      // as stored rather than filtered out of the whole document for every row), then of the description too.
      { condition: sql`${productListings.nameVector} @@ ${exact}` },
      { condition: sql`${vector} @@ ${exact}` },
      ...(prefix ? [{ condition: sql`${vector} @@ ${prefix}` }] : []),
      { condition: sql`true` },
    ],
  };
}

/**
 * The fewest letters a substring is looked for with: the name's trigram index finds nothing shorter, so a
 * shorter one read every name of the shop (210-360 ms for "xq" at 100,000 products).
 */
export const MIN_SUBSTRING_LENGTH = 3;

/** Whether `text` is long enough to be looked for inside names (MIN_SUBSTRING_LENGTH) and is no search syntax. */
export const substringWorthFinding = (text: string): boolean => [...text.trim()].length >= MIN_SUBSTRING_LENGTH && !usesSearchSyntax(text);

/** Names containing the text anywhere (the name's trigram index). */
export const nameContains = (text: string): SQL => ilike(productListings.name, `%${escapeLike(text)}%`);

/**
 * The shop's listed products in the locale whose name contains the text anywhere ("ood" finds hoodies),
 * names starting with it first: for a search whose words match nothing, since the suggestions list
 * such names (suggest-products.ts) and the search page must find what they showed.
 */
export function substringMatch(shop: Shop, locale: string, text: string): TextMatch {
  return {
    where: and(listedIn(shop, locale), nameContains(text))!,
    index: 'nameTrigrams',
    tiers: [{ condition: sql`lower(${productListings.name}) like ${`${escapeLike(text.toLowerCase())}%`}` }, { condition: sql`true` }],
  };
}

/**
 * A 256th of the listings, the rest of a sixteenth, the rest of a quarter, the rest (by the id's byte): each
 * predicate is (or implies) its index's. The quarter bounds what a word of 1,000-16,000 matches costs: a
 * sixteenth held too few of them, so the whole index's bitmap of every match was built (3,340 entries for
 * "jacket" at 100,000 products, 2.4 ms), where a quarter's holds a fourth of them.
 */
function samples(index: SampledIndex): SQL[] {
  const idByte = sampleIdByte(productListings.productId, index);
  return [sql`${idByte} = 0`, sql`${idByte} < 16 and ${idByte} > 0`, sql`${idByte} < 64 and ${idByte} >= 16`, sql`${idByte} >= 64`];
}

/** The text indexes a sample is read through (schema/listings.ts, SAMPLE_ID_BYTES). */
export type SampledIndex = keyof typeof SAMPLE_ID_BYTES;

export const sampledRows = (where: SQL, index: SampledIndex): SQL =>
  sql`(${sql.join(samples(index).map((sample) => sql`select * from ${productListings} where ${where} and ${sample}`), sql` union all `)}) as ${productListings}`;

/** The pinned products as a condition (the listings' primary key) and their order: the first pinned first. */
function pinnedOrder(pinned: string[]): { match: SQL; order: SQL } | null {
  if (pinned.length === 0) return null;
  const ids = sql`${`{${pinned.join(',')}}`}::uuid[]`;
  return {
    match: sql`${productListings.productId} = any(${ids})`,
    order: sql`array_position(${ids}, ${productListings.productId})`,
  };
}

/** One condition per facet over the read model (product_listings); `true` where the facet has no filter. */
export interface FilterConditions {
  category: SQL;
  manufacturer: SQL;
  price: SQL;
  attributes: { name: string; condition: SQL }[];
}

/** An attribute value as the read model keys it: the attribute's name, U+001F, the value. */
export const attributeValueKey = (name: string, value: string) => `${name}\u001f${value}`;

/** The conditions of each facet's filter; values of one facet widen (OR), facets narrow (AND). */
export function filterConditions(filters: SearchFilters): FilterConditions {
  const { categoryIds, manufacturers, price } = filters;
  return {
    category: categoryIds.length === 0 ? sql`true` : arrayOverlaps(productListings.categoryIds, categoryIds),
    manufacturer: manufacturers.length === 0 ? sql`true` : inArray(productListings.manufacturer, manufacturers),
    price: and(
      price?.min != null ? gte(productListings.priceAmount, price.min) : undefined,
      price?.max != null ? lte(productListings.priceAmount, price.max) : undefined,
    ) ?? sql`true`,
    // A master matches when one of its visible variations has a selected value of the attribute.
    attributes: filters.attributes.map(({ name, values }) => ({
      name,
      condition: arrayOverlaps(productListings.attributeValues, values.map((value) => attributeValueKey(name, value))),
    })),
  };
}

/** Every filter at once: what the listed products must meet. */
export function allFilters(conditions: FilterConditions): SQL {
  return and(conditions.category, conditions.manufacturer, conditions.price, ...conditions.attributes.map((a) => a.condition))!;
}
