import { useEffect, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { catalogRoutes } from '@/lib/api/routes/catalog';
import { isUuid } from '@/lib/schemas/ids';

/** What the picker shows of a product: its name and, when it has one, its first image. */
export interface ProductSummary {
  name: string;
  image: { url: string } | null;
}

// The API answers ids in lower case, whatever case they were asked in.
const keyOf = (productId: string) => productId.toLowerCase();

export type ChosenProduct = { productId: string } & (
  | { state: 'known'; product: ProductSummary }
  | { state: 'unknown' }
  | { state: 'loading' }
);

/**
 * The chosen products with their names, looked up by id in one list call. Products the picker has
 * seen (a search result just added) need no call; ids the shop does not list (deleted, hidden, not
 * an id at all) are unknown, as the slider would not show them either.
 */
export function useChosenProducts(productIds: string[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, ProductSummary>>(new Map());
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const unresolved = [...new Set(productIds.map(keyOf))].filter((id) => isUuid(id) && !known.has(id) && !missing.has(id));
  const asked = unresolved.join(',');

  useEffect(() => {
    if (!asked) return;
    let current = true;
    const ids = asked.split(',');
    shopApi(catalogRoutes.listProducts, { query: { productIds: ids, resultsPerPage: ids.length } }, { silent: true })
      .then((list) => {
        if (!current) return;
        const found = new Map(list.products.map((card) => [card.productId, { name: card.name, image: card.image }]));
        setKnown((before) => new Map([...before, ...found]));
        setMissing((before) => new Set([...before, ...ids.filter((id) => !found.has(id))]));
        setFailed(false);
      })
      .catch(() => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [asked, attempt]);

  const chosen: ChosenProduct[] = productIds.map((productId) => {
    const product = known.get(keyOf(productId));
    if (product) return { productId, state: 'known', product };
    return { productId, state: isUuid(productId) && !missing.has(keyOf(productId)) ? 'loading' : 'unknown' };
  });
  return {
    chosen,
    loading: asked !== '' && !failed,
    failed,
    retry: () => { setFailed(false); setAttempt((n) => n + 1); },
    /** Keeps what a search told about a product, so adding it needs no lookup. */
    remember: (productId: string, product: ProductSummary) => setKnown((before) => new Map(before).set(keyOf(productId), product)),
  };
}
