import type { Metadata } from 'next';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { routes } from '@/lib/routing/links';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { InfoScreen } from '../../_components/info-screen';
import { NotFoundPage } from '../../_components/not-found-page';
import { loadInfoPage } from '../../_lib/content-data';
import { redirectMovedPage } from '../../_lib/moved-page';
import { notFoundMetadata } from '../../_lib/not-found-metadata';
import { loadLocalizedSlugs } from '../../_lib/seo-data';
import { findStorefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

/** The page's storefront and info page; null when there is no such visible page (NotFoundPage); a former slug redirects. */
async function load(params: Promise<Params>) {
  const storefront = await findStorefront(params);
  const slug = decodeRouteParam((await params).slug);
  if (!storefront || slug === null) return null;
  const data = await loadInfoPage(storefront, slug);
  // A slug the page had before leads to its current address (308).
  if (!data) await redirectMovedPage(storefront, slug);
  // Hidden pages, and pages not yet published, are the owner's, in the editor; preview shows what shoppers will see.
  return data?.page.isVisible && data.page.isPublished ? { storefront, data } : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return notFoundMetadata();
  const { storefront, data: { page } } = found;
  const slugs = await loadLocalizedSlugs(storefront, 'page', page.id);
  return {
    title: page.titleTag || page.title,
    description: page.metaDescription ?? undefined,
    alternates: slugAlternates(storefront, slugs, routes.page),
  };
}

/** Blank / info page (/i/{slug}). */
export default async function InfoPage({ params }: { params: Promise<Params> }) {
  const found = await load(params);
  if (!found) return <NotFoundPage params={params} />;
  return <InfoScreen storefront={found.storefront} data={found.data} />;
}
