import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '@/lib/db';
import { preparedStatement } from '@/lib/db/prepared';
import { searchVersions } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Search and suggestion answers kept per shop version, the way a search engine keeps the answers of a
 * shard until it refreshes: what a search of a large catalogue costs is counting its facets over every
 * match (thousands of rows for a common word), while what shoppers search repeats (the same words, the
 * same prefixes as they type). An answer is kept under the shop's search version, which the database's
 * triggers set anew in the transaction that changes anything a search reads (migration 0010), so a
 * kept answer is never older than the catalogue: a reader sees a version only once its changes are
 * committed. A search's answer holds ids and counts, not tiles: its tiles show the stock, which an order
 * changes without a new version, and are read afresh. A suggestion's tiles (name, picture, price) are
 * kept with it: everything they show is under the version (migrations 0010 and 0039).
 *
 * Each process keeps its own answers (a few hundred kB to a few MB), one set per database so that tests
 * opening several never share them. Callers asking for an answer being computed wait for that one.
 */
const MAX_ANSWERS = 1000;

type Answer = NonNullable<unknown>;
type Compute = () => Promise<Answer>;
const answersByDatabase = new WeakMap<Database, LRUCache<string, Answer, Compute>>();

function answersOf(db: Database) {
  let answers = answersByDatabase.get(db);
  if (!answers) {
    answers = new LRUCache<string, Answer, Compute>({ max: MAX_ANSWERS, fetchMethod: (_key, _stale, { context }) => context() });
    answersByDatabase.set(db, answers);
  }
  return answers;
}

const searchVersionRow = preparedStatement((db) => db.select({ version: searchVersions.version }).from(searchVersions)
  .where(eq(searchVersions.shopId, sql.placeholder('shopId'))).prepare('search_version'));

/** The shop's search version: 0 until something a search reads changes. */
async function searchVersion(db: Database, shop: Shop): Promise<number> {
  const [row] = await searchVersionRow(db).execute({ shopId: shop.id });
  return row?.version ?? 0;
}

/** The answer to `question` (what was asked, in a stable form) in a locale: kept, or computed by `compute` and kept. */
export type KeptAnswers = <T extends Answer>(locale: string, question: unknown, compute: () => Promise<T>) => Promise<T>;

/**
 * The shop's answers as the catalogue stands, its version read once for all the answers one request
 * asks: a suggestion asked for its products, the categories and the brands, and a search computed anew
 * for its synonyms and pins, each a read of the version before (3-4 a suggestion, one more round trip
 * in a computed search's chain).
 */
export async function keptAnswersOf(db: Database, shop: Shop): Promise<KeptAnswers> {
  const version = await searchVersion(db, shop);
  const answers = answersOf(db);
  return async function kept<T extends Answer>(locale: string, question: unknown, compute: () => Promise<T>): Promise<T> {
    return (await answers.fetch(JSON.stringify([shop.id, version, locale, question]), { context: compute })) as T;
  };
}

/**
 * Forgets every kept answer of the database (benchmarks measuring the uncached work). Answers being
 * computed finish for those waiting on them, and are not kept.
 */
export function forgetAnswers(db: Database): void {
  answersByDatabase.delete(db);
}
