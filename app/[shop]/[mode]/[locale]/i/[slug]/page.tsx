import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { routes } from '@/lib/routing/links';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { PageScreen } from '../../_components/info-page-screen';
import { loadInfoPage } from '../../_lib/content-data';
import { loadLocalizedSlugs } from '../../_lib/seo-data';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const storefront = await getStorefront(params);
  const data = await loadInfoPage(storefront, decodeURIComponent((await params).slug));
  if (!data || (!data.page.isVisible && storefront.mode === 'live')) notFound();
  return { storefront, ...data };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { storefront, page } = await load(params);
  const slugs = await loadLocalizedSlugs(storefront, 'page', page.id);
  return {
    title: page.titleTag || page.title,
    description: page.metaDescription ?? undefined,
    alternates: slugAlternates(storefront, slugs, routes.page),
  };
}

/** Blank / info page (/i/{slug}). */
export default async function InfoPage({ params }: { params: Promise<Params> }) {
  const { storefront, page, blockData } = await load(params);
  return (
    <>
      <Breadcrumb trail={[{ label: page.title }]} links={storefront.links} />
      <PageScreen storefront={storefront} page={page} blockData={blockData} />
    </>
  );
}
