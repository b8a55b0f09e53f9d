import { MAX_PAGE, SORT_OPTIONS, type SortOption } from '@/lib/catalog/listing';

/**
 * What shoppers ask of a catalogue, drawn at random from the catalogue's own words with a fixed seed
 * (bench/search-mix.ts): the same seed and vocabulary draw the same requests, so runs compare.
 */

/** The catalogue's words and keys as the bench reads them once from its database. */
export interface Vocabulary {
  /** Product names in the locale. */
  names: string[];
  manufacturers: string[];
  /** Attribute values as facet keys: attribute name and value id (PreDefString_<name>=<value>), and the value's label. */
  attributeValues: { name: string; value: string; label: string }[];
  /** Prices in currency units, one per product read (their spread). */
  prices: number[];
  /** Visible categories translated into the locale. */
  categories: { id: string; slug: string }[];
}

export type MixKind = 'search' | 'suggestions' | 'listing' | 'category';
export const MIX_KINDS: readonly MixKind[] = ['search', 'suggestions', 'listing', 'category'];

export type SearchFilter =
  | { type: 'price'; min: number; max: number }
  | { type: 'category'; id: string }
  | { type: 'attribute'; name: string; value: string };

/** One shopper's request. */
export type MixRequest =
  | { kind: 'search'; shape: 'one word' | 'word start' | 'two words' | 'typo' | 'brand or attribute'; q: string; filter: SearchFilter | null }
  | { kind: 'suggestions'; shape: 'prefix' | 'word and prefix'; q: string }
  | { kind: 'listing'; sort: SortOption; page: number; categorySlug: string | null }
  | { kind: 'category'; slug: string; sort: SortOption; page: number };

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The words of a text as a shopper types them: lower case, letters only, three or more. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/** A typing slip in a word of 5+ letters: one letter changed to another, or dropped. */
export function typoOf(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 1));
  if (random() < 0.5) return word.slice(0, at) + word.slice(at + 1);
  const letters = LETTERS.replace(word[at]!, '');
  return word.slice(0, at) + letters[Math.floor(random() * letters.length)]! + word.slice(at + 1);
}

/**
 * A page number as shoppers reach them: half on the first page, the rest spread over the pages a
 * listing offers (MAX_PAGE), fewer the deeper.
 */
function pageNumber(random: () => number): number {
  if (random() < 0.5) return 1;
  return Math.min(MAX_PAGE, 2 + Math.floor(random() * random() * (MAX_PAGE - 1)));
}

const pick = <T>(list: readonly T[], random: () => number): T => {
  if (list.length === 0) throw new Error('search-mix: the vocabulary has an empty list');
  return list[Math.floor(random() * list.length)]!;
};

/** The share of searches that carry a filter. */
const FILTERED_SHARE = 0.3;

function searchFilter(vocabulary: Vocabulary, random: () => number): SearchFilter {
  const which = random();
  if (which < 1 / 3) {
    const min = Math.floor(pick(vocabulary.prices, random));
    return { type: 'price', min, max: Math.ceil(min * (1.5 + 2.5 * random())) + 1 };
  }
  if (which < 2 / 3) return { type: 'category', id: pick(vocabulary.categories, random).id };
  const { name, value } = pick(vocabulary.attributeValues, random);
  return { type: 'attribute', name, value };
}

/** A name with at least `count` words of three or more letters (a few tries, then any). */
function nameWithWords(vocabulary: Vocabulary, random: () => number, count: number): string[] {
  let words: string[] = [];
  for (let attempt = 0; attempt < 20 && words.length < count; attempt++) words = wordsOf(pick(vocabulary.names, random));
  return words;
}

function drawSearch(vocabulary: Vocabulary, random: () => number): MixRequest {
  const filter = random() < FILTERED_SHARE ? searchFilter(vocabulary, random) : null;
  const shape = random();
  if (shape < 0.35) return { kind: 'search', shape: 'one word', q: pick(nameWithWords(vocabulary, random, 1), random), filter };
  // Enter pressed on what the box was asked: a word's first 2-5 letters (a prefix, or a part of a name).
  if (shape < 0.45) return { kind: 'search', shape: 'word start', q: typedStart(pick(nameWithWords(vocabulary, random, 1), random), random), filter };
  if (shape < 0.7) {
    const words = nameWithWords(vocabulary, random, 2);
    const at = Math.floor(random() * Math.max(1, words.length - 1));
    return { kind: 'search', shape: 'two words', q: words.slice(at, at + 2).join(' '), filter };
  }
  if (shape < 0.9) {
    const long = nameWithWords(vocabulary, random, 1).filter((word) => word.length >= 5);
    if (long.length > 0) return { kind: 'search', shape: 'typo', q: typoOf(pick(long, random), random), filter };
  }
  const source = random() < 0.5 && vocabulary.manufacturers.length > 0
    ? pick(vocabulary.manufacturers, random)
    : pick(vocabulary.attributeValues, random).label;
  return { kind: 'search', shape: 'brand or attribute', q: source.toLowerCase(), filter };
}

/** A word's first 2-5 letters as typed: the box asks from the second letter on (MIN_SUGGESTION_LENGTH). */
const typedStart = (word: string, random: () => number) => word.slice(0, 2 + Math.floor(random() * 4));

/** What the suggestion box is asked while a shopper types: the first 2-5 letters of a word, after a whole word sometimes. */
function drawSuggestions(vocabulary: Vocabulary, random: () => number): MixRequest {
  const words = nameWithWords(vocabulary, random, 1);
  const word = pick(words, random);
  const prefix = typedStart(word, random);
  if (words.length > 1 && random() < 0.3) {
    const first = words.find((w) => w !== word) ?? words[0]!;
    return { kind: 'suggestions', shape: 'word and prefix', q: `${first} ${prefix}` };
  }
  return { kind: 'suggestions', shape: 'prefix', q: prefix };
}

/** Sorts a listing offers; relevance is the search's. */
const LISTING_SORTS = SORT_OPTIONS.filter((sort) => sort !== 'relevance');

/** One request of the kind, drawn from the vocabulary. */
export function drawRequest(kind: MixKind, vocabulary: Vocabulary, random: () => number): MixRequest {
  switch (kind) {
    case 'search': return drawSearch(vocabulary, random);
    case 'suggestions': return drawSuggestions(vocabulary, random);
    case 'listing': {
      const categorySlug = random() < 0.5 ? pick(vocabulary.categories, random).slug : null;
      return { kind, sort: pick(LISTING_SORTS, random), page: pageNumber(random), categorySlug };
    }
    case 'category': return { kind, slug: pick(vocabulary.categories, random).slug, sort: pick(LISTING_SORTS, random), page: pageNumber(random) };
  }
}

/** `count` requests of the kind from `seed`: the same seed and vocabulary give the same requests. */
export function drawRequests(kind: MixKind, vocabulary: Vocabulary, seed: number, count: number): MixRequest[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => drawRequest(kind, vocabulary, random));
}

/**
 * The question a request asks the search answer cache (lib/server/search/answer-cache.ts), for
 * searches and suggestions; listings and category pages keep no search answers.
 */
export function questionOf(request: MixRequest): string | null {
  if (request.kind === 'search') return JSON.stringify([request.kind, request.q, request.filter]);
  if (request.kind === 'suggestions') return JSON.stringify([request.kind, request.q]);
  return null;
}
