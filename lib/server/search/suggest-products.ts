import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type SuggestionPayload, type SuggestionSort } from '@/lib/contract/search';
import { getDb } from '@/lib/db';
import { productTranslations, products } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { listable, productOrder } from '@/lib/server/catalog/list-products';
import { productCardColumns, toProductCards, translationJoin } from '@/lib/server/catalog/product-cards';
import type { Shop } from '@/lib/server/shop/types';
import { configOf } from './conditions';
import { escapeLike, prefixQuery } from './query-text';
import { MAX_SEARCH_LENGTH } from '@/lib/contract/limits';

/** Exact name first, then names starting with the query, then a name word starting with it, then the rest. */
function matchTier(text: string, prefix: SQL | null): SQL {
  const name = productTranslations.name;
  const like = escapeLike(text);
  return sql`case when lower(${name}) = lower(${text}) then 0
    when ${name} ilike ${`${like}%`} then 1
    when ${name} ilike ${`% ${like}%`} then 2
    when ${prefix ?? sql`false`} then 3 else 4 end`;
}

/**
 * Products whose name in the locale matches what the shopper types: word prefixes (full text on the
 * stored document's name part, stemmed for the locale), a substring, or a near spelling (pg_trgm
 * word similarity, so one wrong letter still finds it). Best matches first unless sorted otherwise.
 */
export async function suggestProducts(
  shop: Shop, locale: string, query: { q: string; limit: number; sort: SuggestionSort },
): Promise<SuggestionPayload[]> {
  const db = await getDb();
  const text = query.q.trim().slice(0, MAX_SEARCH_LENGTH);
  const words = prefixQuery(text);
  const prefix = words ? sql`${productTranslations.searchVector} @@ to_tsquery(${configOf(locale)}, ${words})` : null;
  const name = productTranslations.name;
  const match = or(prefix ?? undefined, ilike(name, `%${escapeLike(text)}%`), sql`${text} <% ${name}`);
  const order: SQL[] = query.sort === 'relevance'
    ? [asc(matchTier(text, prefix)), desc(sql`word_similarity(${text}, ${name})`), ...productOrder('name-asc')]
    : query.sort === 'createdAt-desc' ? [desc(products.createdAt), asc(products.id)] : productOrder(query.sort);
  const rows = await db.select(productCardColumns).from(products).innerJoin(productTranslations, translationJoin(locale))
    .where(and(listable(shop), match)).orderBy(...order).limit(query.limit);
  const cards = await toProductCards(db, shop, locale, rows);
  return cards.map((card) => ({
    productId: card.productId, name: card.name, slug: card.slug, href: routes.product(card.slug), image: card.image, price: card.price,
  }));
}
