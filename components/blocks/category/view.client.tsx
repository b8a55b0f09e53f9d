'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { shopApi } from '@/lib/api/browser';
import type { productListSchema } from '@/lib/contract/catalog';
import { queryKeys } from '@/lib/queries/keys';
import type { LinkContext } from '@/lib/routing/links';
import { pageCount, type SortOption } from '@/lib/catalog/listing';
import { ProductGrid } from '@/components/catalog/product-grid';
import { BackToListTop } from './back-to-top';
import { readListingQuery, subscribeToHistory, writeListingQuery } from './listing-query';
import styles from './view.module.css';
import { catalogRoutes } from '@/lib/api/routes/catalog';

interface CategoryListingProps {
  id: string;
  shop: string;
  locale: string;
  categoryId: string;
  /** The first page in the default sort, loaded with the page. */
  initial: ProductListPayload;
  links: LinkContext;
  sortOptions: { value: SortOption; label: string }[];
}

type ProductListPayload = z.output<typeof productListSchema>;
/** The listing block's products with its sort dropdown, "show more" and a way back up to its top. */
export function CategoryListing({ id, shop, locale, categoryId, initial, links, sortOptions }: CategoryListingProps) {
  const t = useTranslations('Blocks');
  const root = useRef<HTMLElement>(null);
  // The address holds the sort and page (spec section 2); it is the state, read again on every render.
  const search = useSyncExternalStore(subscribeToHistory, () => window.location.search, () => '');
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const asked = readListingQuery(search, sortOptions.map((option) => option.value));
  const sort = asked.sort ?? initial.sort;
  const resultsPerPage = initial.resultsPerPage;

  const query = useInfiniteQuery({
    queryKey: queryKeys.blockProducts(shop, locale, categoryId, sort, resultsPerPage),
    queryFn: ({ pageParam, signal }) => shopApi(catalogRoutes.listProducts, {
      query: { categoryId, sort, page: pageParam, resultsPerPage, locale },
    }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ProductListPayload) => (last.page * last.resultsPerPage < last.totalNumberOfProducts ? last.page + 1 : undefined),
    initialData: sort === initial.sort ? { pages: [initial], pageParams: [1] } : undefined,
  });
  const pages = query.data?.pages ?? [];
  const total = pages[0]?.totalNumberOfProducts ?? initial.totalNumberOfProducts;
  const products = pages.flatMap((page) => page.products);

  // A page beyond the last one shows the first, and the address says so (spec section 2).
  const available = pageCount(initial.totalNumberOfProducts, resultsPerPage);
  const wantedPages = asked.page > available ? 1 : asked.page;
  useEffect(() => {
    if (asked.page > available) writeListingQuery({ page: null });
  }, [asked.page, available]);

  const { hasNextPage, isFetching, fetchNextPage } = query;
  useEffect(() => {
    if (pages.length > 0 && pages.length < wantedPages && hasNextPage && !isFetching) void fetchNextPage();
  }, [pages.length, wantedPages, hasNextPage, isFetching, fetchNextPage]);

  const showMore = () => {
    writeListingQuery({ page: pages.length + 1 });
    rerender();
  };
  const changeSort = (next: SortOption) => {
    writeListingQuery({ sort: next === initial.sort ? null : next, page: null });
    rerender();
  };

  return (
    <section ref={root} className={styles.listing} aria-labelledby={`${id}-count`} tabIndex={-1}>
      <div className={styles.toolbar}>
        <p id={`${id}-count`} className={styles.count} aria-live="polite">{t('showingProducts', { shown: products.length, total })}</p>
        {total > 1 && (
          <label className={styles.sort}>
            {t('sortBy')}
            <select value={sort} onChange={(event) => changeSort(event.target.value as SortOption)}>
              {sortOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          </label>
        )}
      </div>
      <ProductGrid products={products} links={links} busy={query.isFetching} />
      {products.length < total && hasNextPage && (
        <button type="button" className={styles.more} onClick={showMore} disabled={isFetching}>
          {isFetching ? t('loading') : t('showMore')}
        </button>
      )}
      <BackToListTop target={root} label={t('backToListTop')} />
    </section>
  );
}
