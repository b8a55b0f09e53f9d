import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/catalog/pagination';
import { ProductGrid } from '@/components/catalog/product-grid';
import { readListingView } from '@/lib/routing/listing-view';
import { hrefFor, routes } from '@/lib/routing/links';
import { defaultSearchSort, pageCount } from '@/lib/schemas/catalog';
import { searchProducts } from '@/lib/server/search/search-products';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

type Query = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ searchParams }: { searchParams: Query }): Promise<Metadata> {
  const t = await getTranslations('Search');
  const q = first((await searchParams).q)?.trim();
  return { title: q ? t('resultsFor', { query: q }) : t('title'), robots: { index: false, follow: true } };
}

/** Search results (/search?q=...&sort=...&page=...). */
export default async function SearchPage({ params, searchParams }: { params: Promise<StorefrontParams>; searchParams: Query }) {
  const storefront = await getStorefront(params);
  const query = await searchParams;
  const t = await getTranslations('Search');
  const q = (first(query.q) ?? '').trim().slice(0, 200);
  const view = readListingView((name) => first(query[name]));
  const results = q
    ? await searchProducts(storefront.shop, storefront.locale, {
      q, sort: view.sort ?? defaultSearchSort(storefront.shop.beyond), page: view.page, resultsPerPage: view.resultsPerPage,
    })
    : null;
  const base = hrefFor(routes.search(), storefront.links);
  return (
    <section className="search">
      <h1>{q ? t('resultsFor', { query: q }) : t('title')}</h1>
      {results && <p role="status">{t('resultCount', { count: results.totalNumberOfProducts })}</p>}
      {results && results.products.length > 0 && <ProductGrid products={results.products} links={storefront.links} />}
      {results && results.totalNumberOfProducts === 0 && <p>{t('noResults')}</p>}
      {results && (
        <Pagination page={results.page} pages={pageCount(results.totalNumberOfProducts, results.resultsPerPage)}
          hrefOf={(page) => `${base}?${new URLSearchParams({ q, page: String(page) })}`} />
      )}
    </section>
  );
}
