import type { Metadata } from 'next';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { listingViewFromSegments } from '@/lib/routing/listing-view';
import { hrefFor, routes } from '@/lib/routing/links';
import { CategoryPageScreen } from '../../../_components/category-page-screen';
import { NotFoundPage } from '../../../_components/not-found-page';
import { loadCategoryScreen } from '../../../_lib/catalog-data';
import { redirectMovedCategory } from '../../../_lib/moved-category';
import { notFoundMetadata } from '../../../_lib/not-found-metadata';
import { findStorefront, type StorefrontParams } from '../../../_lib/storefront';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { loadLocalizedSlugs } from '../../../_lib/seo-data';

type Params = StorefrontParams & { slug: string; view?: string[] };

export async function generateStaticParams() {
  return [];
}

/** The page's storefront, category and view; null when there is no such visible category (NotFoundPage). */
async function load(params: Promise<Params>) {
  const storefront = await findStorefront(params);
  const { slug, view } = await params;
  const listingView = listingViewFromSegments(view);
  const slugOrId = decodeRouteParam(slug);
  if (!storefront || slugOrId === null) return null;
  const data = await loadCategoryScreen(storefront, slugOrId, listingView);
  // A slug the owner changed leads to the category's new address (308).
  if (!data) await redirectMovedCategory(storefront, slugOrId, listingView);
  // Hidden categories are the owner's, in the editor; preview shows what shoppers will see.
  if (!data?.category.isVisible) return null;
  return { storefront, data, listingView, isDefaultView: !view?.length };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return notFoundMetadata();
  const { storefront, data, isDefaultView } = found;
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
  const found = await load(params);
  if (!found) return <NotFoundPage params={params} />;
  const { storefront, data, listingView } = found;
  return <CategoryPageScreen storefront={storefront} data={data} explicitSort={listingView.sort !== null} />;
}
