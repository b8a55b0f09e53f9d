import { and, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { productTranslations, products } from '@/lib/db/schema';
import { textSearchConfigFor } from '@/lib/db/schema/catalog';
import type { SortOption } from '@/lib/schemas/catalog';
import { listable, productOrder } from '@/lib/server/catalog/list-products';
import { productCardColumns, toProductCards, translationJoin } from '@/lib/server/catalog/product-cards';
import type { ProductList } from '@/lib/server/catalog/types';
import type { Shop } from '@/lib/server/shop/types';

export interface SearchQuery {
  q: string;
  sort: SortOption;
  page: number;
  resultsPerPage: number;
}

/** `%`, `_` and `\` match literally in the substring fallback. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Products matching a query in the locale: full-text on the stored, stemmed search document, or a
 * substring of the name for words the stemmer does not know; ranked by relevance unless sorted otherwise.
 */
export async function searchProducts(shop: Shop, locale: string, query: SearchQuery): Promise<ProductList> {
  const db = await getDb();
  const text = query.q.trim().slice(0, 200);
  const tsQuery = sql`websearch_to_tsquery(${textSearchConfigFor(sql`${locale}`)}, ${text})`;
  const match: SQL | undefined = text
    ? or(sql`${productTranslations.searchVector} @@ ${tsQuery}`, ilike(productTranslations.name, `%${escapeLike(text)}%`))
    : undefined;
  const where = and(listable(shop), match);
  const order = query.sort === 'relevance' && text
    ? [desc(sql`ts_rank(${productTranslations.searchVector}, ${tsQuery})`), ...productOrder('name-asc')]
    : productOrder(query.sort);
  const [rows, [total]] = await Promise.all([
    db.select(productCardColumns).from(products).innerJoin(productTranslations, translationJoin(locale))
      .where(where).orderBy(...order).limit(query.resultsPerPage).offset((query.page - 1) * query.resultsPerPage),
    db.select({ n: count() }).from(products).innerJoin(productTranslations, translationJoin(locale)).where(where),
  ]);
  return {
    products: await toProductCards(db, shop, locale, rows),
    totalNumberOfProducts: total?.n ?? 0,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
    sort: query.sort,
  };
}

