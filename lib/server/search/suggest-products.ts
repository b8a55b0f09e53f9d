import { and, asc, desc, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { type SuggestionPayload, type SuggestionSort } from '@/lib/contract/search';
import { getDb, type Database, type Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { productListings } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { listedCards, listedIn, productOrder } from '@/lib/server/catalog/list-products';
import type { Shop } from '@/lib/server/shop/types';
import { keptAnswersOf, type KeptAnswers } from './answer-cache';
import { configOf, nameContains, sampledRows, searchScope, substringWorthFinding, type SampledIndex } from './conditions';
import { escapeLike, prefixQuery, queryWords } from './query-text';
import { correctableWords, nearSpellings } from './typo-tolerance';
import { mergeAlternatives } from '@/lib/search/search-terms';
import { synonymsOf } from './synonyms';
import { wordsStartingWith } from './name-words';
import { MAX_SEARCH_LENGTH } from '@/lib/contract/limits';

type Suggest = { q: string; limit: number; sort: SuggestionSort };

const lowerName = sql`lower(${productListings.name})`;

type Matched = { productId: string };

/** Visible products matching `match`, in `order`, at most `limit` and none of `except`. */
function matching(db: Executor, shop: Shop, locale: string, match: SQL, order: SQL[], limit: number, except: string[] = []): Promise<Matched[]> {
  return db.select({ productId: productListings.productId }).from(productListings)
    .where(and(listedIn(shop, locale), match, except.length > 0 ? notInArray(productListings.productId, except) : undefined))
    .orderBy(...order).limit(limit);
}

/**
 * Matches of a tier read at most, by the text or trigram index, before the first of them by name are kept:
 * each is a row read from the table (1,000 of them were 12 of the 18 ms of "day"), and a suggestion box
 * shows ten at most.
 */
const TIER_CANDIDATES = 200;

/**
 * Listed products matching `where` (which names the shop and locale), by name, at most `limit` and none
 * of `except`: the first TIER_CANDIDATES matches the indexes yield sample by sample (sampledRows; a
 * materialized CTE, planned apart from the LIMIT), sorted. Walking the name index with the match as a filter stopped early for a common
 * prefix, but read 96,028 rows (1.65 s) for "olive urb", whose six matches all sort late.
 */
async function firstMatchesByName(db: Executor, where: SQL, index: SampledIndex, limit: number, except: string[]): Promise<Matched[]> {
  const notExcepted = except.length > 0 ? notInArray(productListings.productId, except) : undefined;
  return queryRows<Matched>(db, sql`
    with candidates as materialized (select ${productListings.productId} as id, ${productListings.name} as name from ${sampledRows(and(where, notExcepted)!, index)})
    select c.id as "productId" from (select * from candidates limit ${TIER_CANDIDATES}) c order by c.name, c.id limit ${limit}`);
}

/**
 * Names with a word starting with each query word (the name's words, stemmed, and their GIN index), near
 * spellings too; the shop and locale named by the index alone (searchScope): beside them, the planner
 * also read a B-tree's 99,000 entries of the shop to intersect with the few matches (5-8 ms).
 */
const wordPrefixes = (shop: Shop, locale: string, words: string | null): SQL | null =>
  words ? and(sql`${productListings.nameVector} @@ to_tsquery(${configOf(locale)}, ${words})`, searchScope(shop, locale, productListings.nameVector))! : null;

/**
 * Best matches first, each tier read through an index, never more than TIER_CANDIDATES rows: the name
 * itself, then names starting with the query (alphabetically; the lowercased name's pattern index),
 * then names with a word starting with each query word (full text), then
 * names containing the text (of MIN_SUBSTRING_LENGTH letters or more), then word prefixes with near spellings of misspelt words (4+ letters;
 * pg_trgm over the shop's name words). A word with synonyms matches as any of them from the word-prefix tier on.
 */
async function bestMatches(db: Executor, shop: Shop, locale: string, text: string, limit: number, synonyms: Map<string, string[]>, vocabulary: Map<string, string[]>): Promise<Matched[]> {
  const lower = text.toLowerCase();
  const rows = await matching(db, shop, locale, sql`${lowerName} like ${`${escapeLike(lower)}%`}`,
    // In the pattern index's own order (the name itself sorts first), so only `limit` entries are read.
    [sql`${lowerName} using ~<~`, ...productOrder('name-asc')], limit);
  // Alphabetical within a tier, among its first TIER_CANDIDATES matches.
  const closest = (where: SQL | null, index: SampledIndex = 'nameVector') =>
    firstMatchesByName(db, where!, index, limit - rows.length, rows.map((r) => r.productId));
  const prefixes = wordPrefixes(shop, locale, prefixQuery(text, synonyms, vocabulary));
  if (rows.length < limit && prefixes) rows.push(...await closest(prefixes));
  if (rows.length < limit && substringWorthFinding(text)) rows.push(...await closest(and(listedIn(shop, locale), nameContains(text))!, 'nameTrigrams'));
  const words = correctableWords(text);
  if (rows.length < limit && words.length > 0) {
    const near = await nearSpellings(db, shop, locale, words);
    if (near.size > 0) rows.push(...await closest(wordPrefixes(shop, locale, prefixQuery(text, mergeAlternatives(synonyms, near), vocabulary))));
  }
  return rows;
}

/**
 * Products whose name in the locale matches what the shopper types: the name's start, word prefixes,
 * a substring or a near spelling (so one wrong letter still finds it). Best matches first unless sorted otherwise;
 * a sort lists the word-prefix and substring matches (near spellings when there are none) in its order.
 */
async function suggestedRows(kept: KeptAnswers, db: Database, shop: Shop, locale: string, query: Suggest): Promise<Matched[]> {
  const text = query.q;
  const [synonyms, vocabulary] = await Promise.all([synonymsOf(kept, db, shop, locale), wordsStartingWith(db, shop, locale, queryWords(text))]);
  let rows: Matched[];
  if (query.sort === 'relevance') rows = await bestMatches(db, shop, locale, text, query.limit, synonyms, vocabulary);
  else {
    const order = query.sort === 'createdAt-desc' ? [desc(productListings.createdAt), asc(productListings.productId)] : productOrder(query.sort);
    const prefixes = wordPrefixes(shop, locale, prefixQuery(text, synonyms, vocabulary));
    const substring = substringWorthFinding(text) ? nameContains(text) : undefined;
    const match = or(prefixes ?? undefined, substring);
    rows = match ? await matching(db, shop, locale, match, order, query.limit) : [];
    const words = correctableWords(text);
    if (rows.length === 0 && words.length > 0) {
      const near = await nearSpellings(db, shop, locale, words);
      if (near.size > 0) rows = await matching(db, shop, locale, wordPrefixes(shop, locale, prefixQuery(text, mergeAlternatives(synonyms, near), vocabulary))!, order, query.limit);
    }
  }
  return rows;
}

/** The suggested products' tiles: name, picture and price, all of them under the search version. */
async function suggestionTiles(db: Database, shop: Shop, locale: string, rows: Matched[]): Promise<SuggestionPayload[]> {
  const cards = await listedCards(db, shop, locale, rows.map((row) => row.productId));
  return cards.map((card) => ({
    productId: card.productId, name: card.name, slug: card.slug, href: routes.product(card.slug), image: card.image, price: card.price,
  }));
}

/**
 * The suggestions for what the shopper types (suggestedRows), as API tiles; `kept`: the answers of the
 * request's catalogue version when the caller reads others of it too (suggest-groups.ts).
 */
export async function suggestProducts(shop: Shop, locale: string, query: Suggest, kept?: KeptAnswers): Promise<SuggestionPayload[]> {
  const db = await getDb();
  const answers = kept ?? await keptAnswersOf(db, shop);
  const question: Suggest = { q: query.q.trim().slice(0, MAX_SEARCH_LENGTH), limit: query.limit, sort: query.sort };
  // Kept with their tiles: a tile shows nothing that can change without a new search version (its listing
  // row but the stock, its pictures: migration 0039), so a kept suggestion reads nothing more.
  return answers(locale, ['suggest', question], async () => suggestionTiles(db, shop, locale, await suggestedRows(answers, db, shop, locale, question)));
}
