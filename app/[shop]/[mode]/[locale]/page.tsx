import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routes } from '@/lib/routing/links';
import { routeAlternates } from '@/lib/seo/storefront-alternates';
import { HomeScreen, loadHomeScreen } from './_components/home-screen';
import { homeTitle } from './_lib/home';
import { getStorefront, type StorefrontParams } from './_lib/storefront';

export async function generateStaticParams() {
  return [];
}

async function load(params: Promise<StorefrontParams>) {
  const storefront = await getStorefront(params);
  return { storefront, home: await loadHomeScreen(storefront) };
}

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const { storefront, home } = await load(params);
  const entry = home.category?.category ?? home.page?.page;
  return { title: homeTitle(storefront, entry), description: entry?.metaDescription ?? undefined, alternates: routeAlternates(storefront, routes.home()) };
}

/** Home page (/): the page of the first storefront navigation entry. */
export default async function HomePage({ params }: { params: Promise<StorefrontParams> }) {
  const { storefront, home } = await load(params);
  if (!home.category && !home.page) notFound();
  return <HomeScreen storefront={storefront} home={home} />;
}
