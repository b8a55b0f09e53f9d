import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { routes } from '@/lib/routing/links';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { InfoScreen } from '../../_components/info-screen';
import { loadInfoPage } from '../../_lib/content-data';
import { loadLocalizedSlugs } from '../../_lib/seo-data';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const storefront = await getStorefront(params);
  const data = await loadInfoPage(storefront, decodeRouteParam((await params).slug) ?? notFound());
  // Hidden pages are the owner's, in the editor; preview shows what shoppers will see.
  if (!data || !data.page.isVisible) notFound();
  return { storefront, data };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { storefront, data: { page } } = await load(params);
  const slugs = await loadLocalizedSlugs(storefront, 'page', page.id);
  return {
    title: page.titleTag || page.title,
    description: page.metaDescription ?? undefined,
    alternates: slugAlternates(storefront, slugs, routes.page),
  };
}

/** Blank / info page (/i/{slug}). */
export default async function InfoPage({ params }: { params: Promise<Params> }) {
  const { storefront, data } = await load(params);
  return <InfoScreen storefront={storefront} data={data} />;
}
