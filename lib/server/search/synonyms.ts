import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { searchSynonyms } from '@/lib/db/schema';
import { synonymAlternatives, synonymWord } from '@/lib/search/search-terms';
import { NotFoundError, ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import type { KeptAnswers } from './answer-cache';

export interface SynonymGroup {
  id: string;
  words: string[];
}

/**
 * The query words' alternatives from the owner's synonym groups in the locale (synonymAlternatives),
 * kept per search version: a change of the groups gives the shop a new version (migration 0021),
 * so searches and suggestions apply it at once.
 */
export async function synonymsOf(kept: KeptAnswers, db: Database, shop: Shop, locale: string): Promise<Map<string, string[]>> {
  const groups = await kept(locale, ['synonyms'], async () =>
    (await db.select({ words: searchSynonyms.words }).from(searchSynonyms)
      .where(and(eq(searchSynonyms.shopId, shop.id), eq(searchSynonyms.locale, locale)))).map((row) => row.words));
  return synonymAlternatives(groups);
}

/** The words as stored: normalised, each once; at least two distinct ones. */
function groupWords(words: string[]): string[] {
  const stored = [...new Set(words.map(synonymWord).filter((word) => word !== ''))];
  if (stored.length < 2) throw new ValidationError([{ path: 'body.words', message: 'A synonym group needs two different words' }]);
  return stored;
}

export async function listSynonyms(shop: Shop, locale: string): Promise<SynonymGroup[]> {
  const db = await getDb();
  return db.select({ id: searchSynonyms.id, words: searchSynonyms.words }).from(searchSynonyms)
    .where(and(eq(searchSynonyms.shopId, shop.id), eq(searchSynonyms.locale, locale)))
    .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
}

export async function createSynonym(shop: Shop, locale: string, words: string[]): Promise<SynonymGroup> {
  const db = await getDb();
  const [row] = await db.insert(searchSynonyms).values({ shopId: shop.id, locale, words: groupWords(words) })
    .returning({ id: searchSynonyms.id, words: searchSynonyms.words });
  return row!;
}

export async function updateSynonym(shop: Shop, locale: string, id: string, words: string[]): Promise<SynonymGroup> {
  const db = await getDb();
  const [row] = await db.update(searchSynonyms).set({ words: groupWords(words) })
    .where(and(eq(searchSynonyms.id, id), eq(searchSynonyms.shopId, shop.id), eq(searchSynonyms.locale, locale)))
    .returning({ id: searchSynonyms.id, words: searchSynonyms.words });
  if (!row) throw new NotFoundError('Synonym group not found');
  return row;
}

export async function deleteSynonym(shop: Shop, locale: string, id: string): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(searchSynonyms)
    .where(and(eq(searchSynonyms.id, id), eq(searchSynonyms.shopId, shop.id), eq(searchSynonyms.locale, locale)))
    .returning({ id: searchSynonyms.id });
  if (deleted.length === 0) throw new NotFoundError('Synonym group not found');
}
