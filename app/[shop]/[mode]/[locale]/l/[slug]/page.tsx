import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routes } from '@/lib/routing/links';
import { isLegalPageSlug } from '@/lib/schemas/legal';
import { noindexAlternates, routeAlternates } from '@/lib/seo/storefront-alternates';
import { LegalScreen } from '../../_components/legal-screen';
import { loadLegalPage } from '../../_lib/content-data';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const storefront = await getStorefront(params);
  const { slug } = await params;
  if (!isLegalPageSlug(slug)) notFound();
  const data = await loadLegalPage(storefront, slug);
  // Legal pages are shown only if visible (spec section 2); the owner's editor sees them all.
  if (!data || !data.page.isVisible) notFound();
  return { storefront, data };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { storefront, data: { page } } = await load(params);
  return {
    title: page.titleTag || page.title,
    description: page.metaDescription ?? undefined,
    robots: { index: false },
    alternates: noindexAlternates(routeAlternates(storefront, routes.legal(page.slug))),
  };
}

/** Legal page (/l/{shipping|privacy|withdrawal|contact|tac|cookiepolicy}), noindex. */
export default async function LegalPage({ params }: { params: Promise<Params> }) {
  const { storefront, data } = await load(params);
  return <LegalScreen storefront={storefront} data={data} />;
}
