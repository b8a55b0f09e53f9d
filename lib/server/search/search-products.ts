import { type FacetPayload } from '@/lib/contract/search';
import { getDb, type Database } from '@/lib/db';
import type { SortOption } from '@/lib/catalog/listing';
import { listedCards, listedIn } from '@/lib/server/catalog/list-products';
import { toCardPayload } from '@/lib/server/catalog/product-payload';
import type { Shop } from '@/lib/server/shop/types';
import { keptAnswersOf, type KeptAnswers } from './answer-cache';
import { filterConditions, sampledRows, substringMatch, substringWorthFinding, textMatch, type TextMatch } from './conditions';
import { lexemesOfText } from './query-lexemes';
import { searchFacets, type FacetedResult } from './facets';
import { noFilters, type SearchFilters } from './filters';
import { correctableWords, FEW_MATCHES, nearSpellings } from './typo-tolerance';
import { MAX_SEARCH_LENGTH } from '@/lib/contract/limits';
import { queryRows } from '@/lib/db/rows';
import { sql } from 'drizzle-orm';
import { nearestSpelling } from './did-you-mean';
import { popularProductIds } from './popular-products';
import { mergeAlternatives } from '@/lib/search/search-terms';
import { pinnedProductIds } from './pins';
import { synonymsOf } from './synonyms';

export interface SearchQuery {
  q: string;
  sort: SortOption;
  page: number;
  resultsPerPage: number;
  /** Facet filters; none by default. */
  filters?: SearchFilters;
}

/**
 * The search as typed (its words' synonyms too, the products pinned to it first); when that finds few
 * products (fewer than FEW_MATCHES, filters aside), again with near spellings of the misspelt words
 * (4+ letters), ranked below the exact matches; and when neither finds any, the names containing the
 * text (substringMatch), as the suggestions list them.
 */
async function matchWithTolerance(kept: KeptAnswers, db: Database, shop: Shop, locale: string, query: Required<SearchQuery>): Promise<FacetedResult> {
  const { q: text, filters } = query;
  const [synonyms, pinned, lexemes] = await Promise.all([
    synonymsOf(kept, db, shop, locale), pinnedProductIds(kept, db, shop, locale, text), lexemesOfText(db, shop, locale, text),
  ]);
  const search = (match: TextMatch | null) => searchFacets(db, shop, locale, {
    // A text match names its shop and locale through its index (searchScope, or listedIn beside a substring).
    base: match?.where ?? listedIn(shop, locale), text: match, conditions: filterConditions(filters), filters,
    sort: query.sort, page: query.page, resultsPerPage: query.resultsPerPage,
  });
  let found = await search(textMatch(shop, locale, text, lexemes, synonyms, pinned));
  const words = correctableWords(text);
  if (words.length > 0 && found.matches < FEW_MATCHES) {
    const near = await nearSpellings(db, shop, locale, words);
    if (near.size > 0) found = await search(textMatch(shop, locale, text, lexemes, mergeAlternatives(synonyms, near), pinned));
  }
  return found.matches === 0 && substringWorthFinding(text) ? search(substringMatch(shop, locale, text)) : found;
}

/** What a search that found nothing offers instead: the nearest spelling that finds products, and popular products. */
interface NoResultHelp {
  didYouMean: string | null;
  popularIds: string[];
}

async function noResultHelp(db: Database, shop: Shop, locale: string, q: string): Promise<NoResultHelp> {
  const finds = async (candidate: string) => {
    const match = textMatch(shop, locale, candidate, await lexemesOfText(db, shop, locale, candidate))!;
    return (await queryRows(db, sql`select 1 from ${sampledRows(match.where, match.index)} limit 1`)).length > 0;
  };
  const [didYouMean, popularIds] = await Promise.all([nearestSpelling(db, shop, locale, q, finds), popularProductIds(db, shop, locale)]);
  return { didYouMean, popularIds };
}

/**
 * The API's search: visible products matching the query in the locale (stored full-text document, near
 * spellings when it finds few) and the filters, one page of them as API tiles, ranked by relevance
 * unless sorted otherwise, the total and the facets with their counts; when nothing matched, the nearest
 * spelling that finds products and popular products to show instead.
 */
export async function searchCatalog(shop: Shop, locale: string, query: SearchQuery) {
  const db = await getDb();
  const question: Required<SearchQuery> = {
    q: query.q.slice(0, MAX_SEARCH_LENGTH).trim(), sort: query.sort, page: query.page, resultsPerPage: query.resultsPerPage,
    filters: query.filters ?? noFilters(),
  };
  // The matches and their facets are kept per catalogue version; the page's tiles are read afresh.
  const kept = await keptAnswersOf(db, shop);
  const { total, estimated, pageIds, facets } = await kept(locale, ['search', question], () => matchWithTolerance(kept, db, shop, locale, question));
  const help: NoResultHelp = total === 0 && question.q !== ''
    ? await kept(locale, ['no-result', question.q], () => noResultHelp(db, shop, locale, question.q))
    : { didYouMean: null, popularIds: [] };
  const [cards, popular] = await Promise.all([listedCards(db, shop, locale, pageIds), listedCards(db, shop, locale, help.popularIds)]);
  return {
    products: cards.map(toCardPayload),
    didYouMean: help.didYouMean,
    popular: popular.map(toCardPayload),
    totalNumberOfProducts: total,
    totalIsEstimate: estimated,
    facets: facets satisfies FacetPayload[],
    sort: query.sort,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
  };
}
