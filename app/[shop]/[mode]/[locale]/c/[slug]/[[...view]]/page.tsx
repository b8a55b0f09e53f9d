import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingViewFromSegments } from '@/lib/routing/listing-view';
import { hrefFor, routes } from '@/lib/routing/links';
import { CategoryScreen } from '../../../_components/category-screen';
import { loadCategoryScreen } from '../../../_lib/catalog-data';
import { getStorefront, type StorefrontParams } from '../../../_lib/storefront';
import { loadEarlierProducts } from '../../_lib/earlier-pages';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { loadLocalizedSlugs } from '../../../_lib/seo-data';

type Params = StorefrontParams & { slug: string; view?: string[] };

export async function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const storefront = await getStorefront(params);
  const { slug, view } = await params;
  const listingView = listingViewFromSegments(view);
  const data = await loadCategoryScreen(storefront, decodeURIComponent(slug), listingView);
  // Hidden categories stay reachable in the editor and in preview, never for shoppers.
  if (!data || (!data.category.isVisible && storefront.mode === 'live')) notFound();
  return { storefront, data, listingView, isDefaultView: !view?.length };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { storefront, data, isDefaultView } = await load(params);
  const { category } = data;
  const slugs = await loadLocalizedSlugs(storefront, 'category', category.categoryId);
  return {
    title: category.titleTag || category.title,
    description: category.metaDescription ?? undefined,
    alternates: {
      canonical: hrefFor(routes.category(category.slug), storefront.links),
      languages: slugAlternates(storefront, slugs, routes.category)?.languages,
    },
    // Sorted or paged views are not separate documents for search engines (spec section 2).
    robots: isDefaultView ? undefined : { index: false, follow: true },
  };
}

/**
 * Category page (/c/{slug or id}), with its sort and page as path segments from the proxy. Each view
 * is its own cached page; page N renders pages 1..N, so a reload after load more shows the same list.
 */
export default async function CategoryPage({ params }: { params: Promise<Params> }) {
  const { storefront, data, listingView } = await load(params);
  const { list, category } = data;
  const earlier = data.outOfRange ? [] : await loadEarlierProducts(storefront, category.categoryId, list.sort, list.page - 1, list.resultsPerPage);
  return <CategoryScreen storefront={storefront} data={data} explicitSort={listingView.sort !== null} earlier={earlier} />;
}
