import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SearchResults } from '@/components/search/search-results';
import { SearchSkeleton } from '@/components/search/search-skeleton';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const [{ shop }, t] = await Promise.all([getStorefront(params), getTranslations('Search')]);
  return { title: t('title'), description: t('metaDescription', { shop: shop.title }), robots: { index: false, follow: true } };
}

/**
 * Search results (/search?q=...&sort=...&page=...&{facet}=...). The page is one cached shell per shop
 * and locale: it cannot read the query string, so the results island reads the address and loads them.
 */
export default async function SearchPage({ params }: { params: Promise<StorefrontParams> }) {
  const { shop, links } = await getStorefront(params);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.search}>
      <Suspense fallback={<SearchSkeleton />}>
        <SearchResults shop={shop.slug} shopTitle={shop.title} links={links} defaultSort={defaultSearchSort(shop.beyond)} />
      </Suspense>
    </PageMessages>
  );
}
