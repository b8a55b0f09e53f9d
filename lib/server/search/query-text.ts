/** `%`, `_` and `\` match literally in LIKE patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Words of one query read at most: a bound on the statements' size. */
const MAX_QUERY_WORDS = 10;

/** A query's words as typed: letters and digits, at most MAX_QUERY_WORDS. */
const wordsAsTyped = (q: string): string[] => (q.match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);

/** A query's words as the search reads them: letters and digits, lowercased, at most MAX_QUERY_WORDS. */
export function queryWords(q: string): string[] {
  return wordsAsTyped(q.toLowerCase());
}

/**
 * Words of the query as a prefix query on the name's lexemes (`mug:* & sto:*`, for the name's own
 * words, product_listings.name_vector); null without words. A word with names' words starting with it
 * (`vocabulary`, lowercased typed word to words: name-words.ts) matches as one of those, each whole
 * (`(stoneware | stonewashed)`): an index entry each, where a prefix gathers every product of every word
 * it starts. A word with near spellings or synonyms (lowercased word to words) also matches as a prefix
 * of any of them: `(stonwa:* | stoneware:*)`.
 */
export function prefixQuery(q: string, nearSpellings?: Map<string, string[]>, vocabulary?: Map<string, string[]>): string | null {
  // Only letters and digits reach to_tsquery, so nothing typed can form query syntax.
  const words = wordsAsTyped(q);
  const lettersOnly = (w: string) => (w.match(WORD) ?? []).join('') === w;
  const term = (word: string) => {
    const known = (vocabulary?.get(word.toLowerCase()) ?? []).filter(lettersOnly);
    const near = (nearSpellings?.get(word.toLowerCase()) ?? []).filter(lettersOnly);
    const alternatives = [...(known.length > 0 ? known : [`${word}:*`]), ...near.map((w) => `${w}:*`)];
    return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
  };
  return words.length > 0 ? words.map(term).join(' & ') : null;
}

/** Query syntax of websearch_to_tsquery: a phrase, an alternative, an excluded word. */
const WEBSEARCH_SYNTAX = /"|(?:^|\s)-|(?:^|\s)or(?:\s|$)/i;
/** Whether the query uses search syntax, which the search then takes as written (websearch_to_tsquery). */
export const usesSearchSyntax = (q: string): boolean => WEBSEARCH_SYNTAX.test(q);

/** A last word this short is not read as a prefix: it would match most of the catalogue. */
export const MIN_PREFIX_LENGTH = 2;

/** A query read the way the suggestions read what is being typed: its words, the last one a prefix. */
export interface LastWordPrefix {
  /** The words before the last, whole. */
  words: string[];
  /** The last word, as typed. */
  prefix: string;
}

/**
 * The query with its last word as a prefix, the way the suggestions read what is being typed, so that
 * the search page finds what they showed; null without words, for a last word under MIN_PREFIX_LENGTH
 * letters, or when the query uses search syntax (it is then taken as written).
 */
export function lastWordPrefix(q: string): LastWordPrefix | null {
  if (usesSearchSyntax(q)) return null;
  const words = wordsAsTyped(q);
  const last = words.at(-1);
  if (!last || [...last].length < MIN_PREFIX_LENGTH) return null;
  return { words: words.slice(0, -1), prefix: last };
}
