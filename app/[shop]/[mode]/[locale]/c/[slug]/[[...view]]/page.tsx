import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { listingViewFromSegments } from '@/lib/routing/listing-view';
import { hrefFor, routes } from '@/lib/routing/links';
import { CategoryPageScreen } from '../../../_components/category-page-screen';
import { NotFoundPage } from '../../../_components/not-found-page';
import { loadCategoryScreen } from '../../../_lib/catalog-data';
import { homeTitle, isHomeCategory } from '../../../_lib/home';
import { redirectMovedCategory } from '../../../_lib/moved-category';
import { notFoundMetadata } from '../../../_lib/not-found-metadata';
import { findStorefront, type StorefrontParams } from '../../../_lib/storefront';
import { noindexAlternates, routeAlternates, slugAlternates } from '@/lib/seo/storefront-alternates';
import { loadLocalizedSlugs } from '../../../_lib/seo-data';
import { categoryMetadata } from './category-metadata';

type Params = StorefrontParams & { slug: string; view?: string[] };

export async function generateStaticParams() {
  return [];
}

/** The page's storefront, category and view: null without a storefront, `data` null without such a visible category. */
async function load(params: Promise<Params>) {
  const storefront = await findStorefront(params);
  const { slug, view } = await params;
  const listingView = listingViewFromSegments(view);
  const slugOrId = decodeRouteParam(slug);
  if (!storefront || slugOrId === null) return null;
  const data = await loadCategoryScreen(storefront, slugOrId, listingView);
  // Hidden categories are the owner's, in the editor; preview shows what shoppers will see.
  const visible = data?.category.isVisible ? data : null;
  const isHome = visible ? await isHomeCategory(storefront, visible.category.categoryId) : false;
  return { storefront, slugOrId, data: visible, listingView, isDefaultView: !view?.length, isHome };
}

/**
 * The category of the page, or null for the not-found page; or a permanent redirect (308): a slug the
 * owner changed leads to the category's new address, and the home category's own address, which would
 * be the home page a second time, leads to /. (Its sorted and paged views stay: the home page's sort and
 * pages link to them.) Only the page redirects, as a redirect thrown by the metadata too sends its
 * Location twice.
 */
async function loadOrRedirect(params: Promise<Params>) {
  const found = await load(params);
  if (!found) return null;
  const { storefront, slugOrId, data, listingView, isDefaultView, isHome } = found;
  if (!data) {
    await redirectMovedCategory(storefront, slugOrId, listingView);
    return null;
  }
  if (isHome && isDefaultView) permanentRedirect(hrefFor(routes.home(), storefront.links));
  return { storefront, data, listingView, isHome };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await load(params);
  if (!found?.data) return notFoundMetadata();
  const { storefront, data: { category }, isDefaultView, isHome } = found;
  // The home category's other views (its own address redirects home) belong to the home page: noindex.
  if (isHome) return { ...categoryMetadata(category, { links: storefront.links, isDefaultView, languages: undefined }), title: homeTitle(storefront, category), alternates: noindexAlternates(routeAlternates(storefront, routes.home())) };
  const slugs = await loadLocalizedSlugs(storefront, 'category', category.categoryId);
  const languages = slugAlternates(storefront, slugs, routes.category)?.languages;
  return categoryMetadata(category, { links: storefront.links, isDefaultView, languages });
}

/**
 * Category page (/c/{slug or id}), with its sort and page as path segments from the proxy. Each view
 * is its own cached page; page N renders pages 1..N, so a reload after load more shows the same list.
 */
export default async function CategoryPage({ params }: { params: Promise<Params> }) {
  const found = await loadOrRedirect(params);
  if (!found) return <NotFoundPage params={params} />;
  const { storefront, data, listingView, isHome } = found;
  return <CategoryPageScreen storefront={storefront} data={data} explicitSort={listingView.sort !== null} isHome={isHome} />;
}
