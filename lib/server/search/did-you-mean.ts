import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import type { Shop } from '@/lib/server/shop/types';
import { queryWords } from './query-text';
import { nearSpellings } from './typo-tolerance';

/** The query's words that the shop's product names in the locale contain (the `search_words` vocabulary). */
async function knownWords(db: Executor, shop: Shop, locale: string, words: string[]): Promise<Set<string>> {
  const rows = await queryRows<{ word: string }>(db, sql`
    select word from search_words where shop_id = ${shop.id} and locale = ${locale}
      and word = any(array[${sql.join(words.map((word) => sql`${word}::text`), sql`, `)}])`);
  return new Set(rows.map((row) => row.word));
}

/**
 * The nearest query to `q` that the shop's names spell, for a search that found nothing: each word they
 * lack written as their closest word (pg_trgm over the vocabulary, its GIN index), a word with none left
 * out. Null when that leaves nothing, changes nothing, or `finds` says it finds nothing either.
 */
export async function nearestSpelling(db: Executor, shop: Shop, locale: string, q: string, finds: (query: string) => Promise<boolean>): Promise<string | null> {
  const words = [...new Set(queryWords(q))];
  if (words.length === 0) return null;
  const known = await knownWords(db, shop, locale, words);
  const near = await nearSpellings(db, shop, locale, words.filter((word) => !known.has(word)));
  const spelt = words.flatMap((word) => (known.has(word) ? [word] : near.get(word)?.slice(0, 1) ?? []));
  const candidate = spelt.join(' ');
  if (candidate === '' || candidate === words.join(' ')) return null;
  return (await finds(candidate)) ? candidate : null;
}
