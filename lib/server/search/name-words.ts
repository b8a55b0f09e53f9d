import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import type { Shop } from '@/lib/server/shop/types';
import { escapeLike, MIN_PREFIX_LENGTH } from './query-text';

/** The shortest word `search_words` holds (migration 0008). */
export const MIN_VOCABULARY_WORD = 3;
/** Words of the vocabulary one typed word stands for at most: a bound on one query's size. */
const WORDS_PER_PREFIX = 100;

/**
 * The words of the shop's product names in the locale (the `search_words` vocabulary, its pattern index)
 * starting with each typed word of MIN_PREFIX_LENGTH letters or more, by typed word (lowercased); a word
 * shorter than MIN_VOCABULARY_WORD stands for itself too (a whole word such as "tv", which the vocabulary
 * does not hold). A prefix of a few letters read from the name words' GIN index gathered every product of
 * every word it starts (8-12 ms for "merino han", "whit" at 100,000 products, growing with the catalogue);
 * the words it stands for, each an entry of that index, intersect in a fraction of a millisecond. A stop
 * word typed ("an") is no prefix to_tsquery keeps: its words ("ankle") are.
 */
export async function wordsStartingWith(db: Executor, shop: Shop, locale: string, typed: string[]): Promise<Map<string, string[]>> {
  const prefixes = [...new Set(typed.map((word) => word.toLowerCase()).filter((word) => [...word].length >= MIN_PREFIX_LENGTH))];
  const words = new Map<string, string[]>();
  if (prefixes.length === 0) return words;
  const rows = await queryRows<{ typed: string; word: string }>(db, sql.join(prefixes.map((prefix) => sql`(
    select ${prefix}::text as typed, word from search_words
    where shop_id = ${shop.id} and locale = ${locale} and word like ${`${escapeLike(prefix)}%`}
    order by word limit ${WORDS_PER_PREFIX})`), sql` union all `));
  for (const prefix of prefixes) if ([...prefix].length < MIN_VOCABULARY_WORD) words.set(prefix, [prefix]);
  for (const { typed: prefix, word } of rows) words.set(prefix, [...(words.get(prefix) ?? []), word]);
  return words;
}
