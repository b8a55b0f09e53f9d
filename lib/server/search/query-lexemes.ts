import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import type { Shop } from '@/lib/server/shop/types';
import { configOf } from './conditions';
import { lastWordPrefix, queryWords } from './query-text';

/** Lexemes a last word's prefix stands for at most: a bound on one query's size, the most frequent kept. */
export const COMPLETIONS_PER_PREFIX = 100;

/** What the shop's listings in the locale hold of a query's words (`search_lexemes`, migration 0037). */
export interface QueryLexemes {
  /** Typed words (lowercased) with a lexeme no listing carries: a query requiring one of them matches nothing. */
  unknown: Set<string>;
  /** The lexemes the prefix (the last word, stemmed as to_tsquery stems `word:*`; a stop word as typed) starts, the most frequent first. */
  completions: string[];
}

/** A query's words as no search needs the vocabulary for: every word known, no prefix. */
export const noQueryLexemes = (): QueryLexemes => ({ unknown: new Set(), completions: [] });

/**
 * Which of `words` (lowercased) the shop's search documents in the locale lack, and the lexemes `prefix`
 * starts (at most COMPLETIONS_PER_PREFIX, by the number of listings carrying them), in one statement. A
 * word without lexemes (a stop word) is not unknown: the search leaves it out, as to_tsquery does.
 */
export async function queryLexemes(db: Executor, shop: Shop, locale: string, words: string[], prefix: string | null): Promise<QueryLexemes> {
  const typed = [...new Set(words.map((word) => word.toLowerCase()))];
  if (typed.length === 0 && prefix === null) return noQueryLexemes();
  const config = configOf(locale);
  const unknownWords = typed.length === 0 ? sql`select null::text as kind, null::text as value where false` : sql`
    select 'unknown' as kind, w.word as value
    from unnest(array[${sql.join(typed.map((word) => sql`${word}::text`), sql`, `)}]) as w(word),
      unnest(tsvector_to_array(to_tsvector(${config}, w.word))) as x(lexeme)
    where not exists (select 1 from search_lexemes l where l.shop_id = ${shop.id} and l.locale = ${locale} and l.lexeme = x.lexeme and l.products > 0)`;
  // The prefix's lexemes as a range of the pattern index (bytewise: ~>=~, ~<~), the prefix stemmed first;
  // a stop word ("an", "can") stems to nothing and is read as typed, the start of "ankle" or "candle".
  const completions = prefix === null ? sql`select null::text, null::text where false` : sql`(
    select 'completion', l.lexeme
    from unnest(coalesce(nullif(tsvector_to_array(to_tsvector(${config}, ${prefix}::text)), '{}'), array[lower(${prefix}::text)])) as p(stem),
      search_lexemes l
    where l.shop_id = ${shop.id} and l.locale = ${locale} and l.lexeme ~>=~ p.stem and l.lexeme ~<~ (p.stem || chr(1114111)) and l.products > 0
    order by l.products desc, l.lexeme limit ${COMPLETIONS_PER_PREFIX})`;
  const rows = await queryRows<{ kind: string; value: string }>(db, sql`${unknownWords} union all ${completions}`);
  return {
    unknown: new Set(rows.filter((row) => row.kind === 'unknown').map((row) => row.value)),
    completions: rows.filter((row) => row.kind === 'completion').map((row) => row.value),
  };
}

/** queryLexemes of a search's text: its words, and its last word as the prefix when it is read as one. */
export function lexemesOfText(db: Executor, shop: Shop, locale: string, text: string): Promise<QueryLexemes> {
  return queryLexemes(db, shop, locale, queryWords(text), lastWordPrefix(text)?.prefix ?? null);
}
