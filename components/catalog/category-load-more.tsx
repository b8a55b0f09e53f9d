'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { pickCarriedQuery } from '@/lib/routing/carried-query';
import type { LinkContext } from '@/lib/routing/links';
import { MAX_PAGE, type SortOption } from '@/lib/catalog/listing';
import { listingHref } from '@/lib/search/listing-href';
import styles from './listing.module.css';
import type { ListedProduct } from './product-card';
import { ProductGrid } from './product-grid';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { catalogRoutes } from '@/lib/api/routes/catalog';

interface Props {
  categoryId: string;
  /** The sort the listing is in, and whether the address names it (else it is the shop's default). */
  sort: SortOption;
  explicitSort: boolean;
  page: number;
  resultsPerPage: number;
  total: number;
  /** Public address of the category, with the page's carried parameters (LinkContext) but no listing view. */
  categoryHref: string;
  links: LinkContext;
}

/**
 * Load more for a category listing (spec section 2): appends the next page below the server-rendered
 * products and replaces the address with the new page, so no history entry is added. Without
 * JavaScript it is a link to the next page, which the server renders with every page up to it.
 * Focus moves to the first new product's link, where the shopper reads on (and a page's link would
 * have led); the button stays focusable while it loads, so focus never falls back to the page start.
 */
export function CategoryLoadMore({ categoryId, sort, explicitSort, page, resultsPerPage, total, categoryHref, links }: Props) {
  const t = useTranslations('Listing');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [appended, setAppended] = useState<ListedProduct[]>([]);
  const [loadedPage, setLoadedPage] = useState(page);
  const [busy, setBusy] = useState(false);
  // The index in `appended` of the first product the last load added, until it has taken focus.
  const firstNew = useRef<number | null>(null);
  const appendedGrid = useRef<HTMLDivElement>(null);
  const shown = Math.min(total, loadedPage * resultsPerPage);
  const hasMore = shown < total && loadedPage < MAX_PAGE;
  const hrefOf = (n: number) => listingHref(categoryHref, { sort: explicitSort ? sort : null, page: n, resultsPerPage });

  useEffect(() => {
    if (firstNew.current === null) return;
    appendedGrid.current?.querySelectorAll(':scope > ul > li')[firstNew.current]?.querySelector('a')?.focus();
    firstNew.current = null;
  }, [appended]);

  async function loadMore() {
    if (busy) return;
    const next = loadedPage + 1;
    setBusy(true);
    try {
      const list = await shopApi(catalogRoutes.listProducts, { query: { categoryId, sort, page: next, resultsPerPage, locale } });
      if (list.products.length > 0) firstNew.current = appended.length;
      setAppended((before) => [...before, ...list.products]);
      setLoadedPage(next);
      const carried = pickCarriedQuery(new URLSearchParams(window.location.search));
      window.history.replaceState(null, '', listingHref(categoryHref, { sort: explicitSort ? sort : null, page: next, resultsPerPage }, carried));
    } catch {
      // shopApi has shown the failure in the notification overlay; the button stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div ref={appendedGrid}>{appended.length > 0 && <ProductGrid products={appended} links={links} eager={0} />}</div>
      <div className={styles.more}>
        <p role="status" className={styles.shown}>{t('shown', { shown, total })}</p>
        {hasMore && (hydrated
          ? <button type="button" className="button--secondary" onClick={loadMore}
            aria-disabled={busy || undefined} aria-busy={busy}>{t('loadMore')}</button>
          : <a href={hrefOf(loadedPage + 1)} className="button button--secondary">{t('loadMore')}</a>)}
      </div>
    </>
  );
}
