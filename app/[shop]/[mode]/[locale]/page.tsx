import type { Metadata } from 'next';
import { routes } from '@/lib/routing/links';
import { routeAlternates } from '@/lib/seo/storefront-alternates';
import { HomeScreen, loadHomeScreen } from './_components/home-screen';
import { homeTitle } from './_lib/home';
import { NotFoundPage } from './_components/not-found-page';
import { notFoundMetadata } from './_lib/not-found-metadata';
import { findStorefront, type StorefrontParams } from './_lib/storefront';

export async function generateStaticParams() {
  return [];
}

/** The storefront and its home page; null without either (NotFoundPage). */
async function load(params: Promise<StorefrontParams>) {
  const storefront = await findStorefront(params);
  if (!storefront) return null;
  const home = await loadHomeScreen(storefront);
  return home.category || home.page ? { storefront, home } : null;
}

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return notFoundMetadata();
  const { storefront, home } = found;
  const entry = home.category?.category ?? home.page?.page;
  return { title: homeTitle(storefront, entry), description: entry?.metaDescription ?? undefined, alternates: routeAlternates(storefront, routes.home()) };
}

/** Home page (/): the page of the first storefront navigation entry. */
export default async function HomePage({ params }: { params: Promise<StorefrontParams> }) {
  const found = await load(params);
  if (!found) return <NotFoundPage params={params} />;
  return <HomeScreen storefront={found.storefront} home={found.home} />;
}
