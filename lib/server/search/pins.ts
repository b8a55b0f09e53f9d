import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { productListings, products, searchPins } from '@/lib/db/schema';
import { normaliseQuery } from '@/lib/search/search-terms';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '@/lib/server/errors';
import { isUniqueViolation } from '@/lib/server/content/unique-violation';
import type { Shop } from '@/lib/server/shop/types';
import type { KeptAnswers } from './answer-cache';

export interface SearchPin {
  id: string;
  query: string;
  productId: string;
  /** The product's name in the locale; null when it is not listed there (hidden, or not translated). */
  productName: string | null;
}

/**
 * The products pinned to the query (normalised) in the locale, the first pinned first. The locale's pins
 * are kept per search version (a change of them gives the shop a new version, migration 0021): an owner
 * pins to a few queries, and every search computed anew asked for its own before.
 */
export async function pinnedProductIds(kept: KeptAnswers, db: Database, shop: Shop, locale: string, q: string): Promise<string[]> {
  const query = normaliseQuery(q);
  if (query === '') return [];
  const pins = await kept(locale, ['pins'], async () => {
    const rows = await db.select({ query: searchPins.query, productId: searchPins.productId }).from(searchPins)
      .where(and(eq(searchPins.shopId, shop.id), eq(searchPins.locale, locale)))
      .orderBy(asc(searchPins.createdAt), asc(searchPins.id));
    const byQuery = new Map<string, string[]>();
    for (const row of rows) {
      const pinned = byQuery.get(row.query);
      if (pinned) pinned.push(row.productId);
      else byQuery.set(row.query, [row.productId]);
    }
    return byQuery;
  });
  return pins.get(query) ?? [];
}

export async function listPins(shop: Shop, locale: string): Promise<SearchPin[]> {
  const db = await getDb();
  return db.select({ id: searchPins.id, query: searchPins.query, productId: searchPins.productId, productName: productListings.name })
    .from(searchPins)
    .leftJoin(productListings, and(eq(productListings.productId, searchPins.productId), eq(productListings.locale, searchPins.locale)))
    .where(and(eq(searchPins.shopId, shop.id), eq(searchPins.locale, locale)))
    .orderBy(asc(searchPins.query), asc(searchPins.createdAt), asc(searchPins.id));
}

/** Pins a product of the shop to the query; 409 when it is pinned there already. */
export async function createPin(shop: Shop, locale: string, input: { query: string; productId: string }): Promise<SearchPin> {
  const db = await getDb();
  const query = normaliseQuery(input.query);
  if (query === '') throw new ValidationError([{ path: 'body.query', message: 'A pin needs a query' }]);
  const [product] = await db.select({ id: products.id }).from(products)
    .where(and(eq(products.id, input.productId), eq(products.shopId, shop.id)));
  if (!product) throw new BusinessRuleError('No such product in this shop', 'UnknownProduct');
  try {
    const [row] = await db.insert(searchPins).values({ shopId: shop.id, locale, query, productId: input.productId }).returning({ id: searchPins.id });
    return (await listPins(shop, locale)).find((pin) => pin.id === row!.id)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('The product is pinned to this query already', 'AlreadyPinned');
    throw error;
  }
}

export async function deletePin(shop: Shop, locale: string, id: string): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(searchPins)
    .where(and(eq(searchPins.id, id), eq(searchPins.shopId, shop.id), eq(searchPins.locale, locale)))
    .returning({ id: searchPins.id });
  if (deleted.length === 0) throw new NotFoundError('Pin not found');
}
