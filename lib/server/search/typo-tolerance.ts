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

/** The word with two neighbouring letters swapped, each way it can be ("jakcet": "ajkcet", ..., "jacket"). */
export function transpositions(word: string): string[] {
  const letters = [...word];
  const swapped = new Set<string>();
  for (let i = 0; i < letters.length - 1; i++) {
    if (letters[i] === letters[i + 1]) continue;
    swapped.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
  }
  return [...swapped];
}

/**
 * Words of the shop's product names in the locale spelled like each query word (pg_trgm similarity
 * over the `search_words` vocabulary, not over every name), by query word: first a vocabulary word the
 * typed one is with two neighbouring letters swapped (the commonest slip, which trigrams miss: "jakcet"
 * shares 3 of 11 with "jacket", below the similarity threshold), then the most similar. A word some names
 * have gets near spellings too: it is looked for only when the query finds few products.
 */
export async function nearSpellings(db: Executor, shop: Shop, locale: string, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  if (words.length === 0) return corrections;
  const pairs = words.flatMap((typed) => transpositions(typed).map((swapped) => [typed, swapped] as const));
  const swappedRows = pairs.length === 0 ? sql`select null::text as typed, null::text as word, 0 as rank where false` : sql`
    select p.typed, w.word, 0 as rank
    from unnest(array[${sql.join(pairs.map(([typed]) => sql`${typed}::text`), sql`, `)}],
      array[${sql.join(pairs.map(([, swapped]) => sql`${swapped}::text`), sql`, `)}]) as p(typed, swapped)
    inner join search_words w on w.shop_id = ${shop.id} and w.locale = ${locale} and w.word = p.swapped`;
  const rows = await queryRows<{ typed: string; word: string }>(db, sql`
    select typed, word from (
      ${swappedRows}
      union all
      select typed, near.word, near.rank from unnest(array[${sql.join(words.map((word) => sql`${word}::text`), sql`, `)}]) as typed
      cross join lateral (
        select w.word, row_number() over (order by similarity(w.word, typed) desc, w.word) as rank from search_words w
        where w.shop_id = ${shop.id} and w.locale = ${locale} and w.word % typed and w.word <> typed
        order by similarity(w.word, typed) desc, w.word limit ${CORRECTIONS_PER_WORD}
      ) near
    ) found order by typed, rank, word`);
  for (const { typed, word } of rows) {
    const near = corrections.get(typed) ?? [];
    if (!near.includes(word) && near.length < CORRECTIONS_PER_WORD) corrections.set(typed, [...near, word]);
  }
  return corrections;
}
