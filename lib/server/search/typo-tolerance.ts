import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import type { Shop } from '@/lib/server/shop/types';
import { queryWords } from './query-text';

/** Words shorter than this are taken as typed: one wrong letter in three is another word. */
export const MIN_CORRECTED_LENGTH = 4;
/** Near spellings are looked for when the query as typed finds fewer products than this. */
export const FEW_MATCHES = 5;
/** Near spellings tried per query word, the closest first. */
const CORRECTIONS_PER_WORD = 3;

/** The query's words that may be misspelt: letters and digits, 4 or more of them, lowercased. */
export function correctableWords(q: string): string[] {
  return [...new Set(queryWords(q).filter((word) => word.length >= MIN_CORRECTED_LENGTH))];
}

/**
 * Words of the shop's product names in the locale spelled like each query word (pg_trgm similarity
 * over the `search_words` vocabulary, not over every name), by query word. A word some names have
 * gets near spellings too: it is looked for only when the query finds few products.
 */
export async function nearSpellings(db: Executor, shop: Shop, locale: string, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  if (words.length === 0) return corrections;
  const rows = await queryRows<{ typed: string; word: string }>(db, sql`
    select typed, near.word from unnest(array[${sql.join(words.map((word) => sql`${word}::text`), sql`, `)}]) as typed
    cross join lateral (
      select w.word from search_words w
      where w.shop_id = ${shop.id} and w.locale = ${locale} and w.word % typed and w.word <> typed
      order by similarity(w.word, typed) desc, w.word limit ${CORRECTIONS_PER_WORD}
    ) near`);
  for (const { typed, word } of rows) corrections.set(typed, [...(corrections.get(typed) ?? []), word]);
  return corrections;
}
