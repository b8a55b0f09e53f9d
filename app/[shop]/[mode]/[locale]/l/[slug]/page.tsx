import type { Metadata } from 'next';
import { routes } from '@/lib/routing/links';
import { isLegalPageSlug } from '@/lib/schemas/legal';
import { noindexAlternates, routeAlternates } from '@/lib/seo/storefront-alternates';
import { LegalScreen } from '../../_components/legal-screen';
import { NotFoundPage } from '../../_components/not-found-page';
import { loadLegalPage } from '../../_lib/content-data';
import { notFoundMetadata } from '../../_lib/not-found-metadata';
import { findStorefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

/** The page's storefront and legal page; null when there is no such visible page (NotFoundPage). */
async function load(params: Promise<Params>) {
  const storefront = await findStorefront(params);
  const { slug } = await params;
  if (!storefront || !isLegalPageSlug(slug)) return null;
  const data = await loadLegalPage(storefront, slug);
  // Legal pages are shown only if visible (spec section 2); the owner's editor sees them all.
  return data?.page.isVisible ? { storefront, data } : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return notFoundMetadata();
  const { storefront, data: { page } } = found;
  return {
    title: page.titleTag || page.title,
    description: page.metaDescription ?? undefined,
    robots: { index: false },
    alternates: noindexAlternates(routeAlternates(storefront, routes.legal(page.slug))),
  };
}

/** Legal page (/l/{shipping|privacy|withdrawal|contact|tac|cookiepolicy}), noindex. */
export default async function LegalPage({ params }: { params: Promise<Params> }) {
  const found = await load(params);
  if (!found) return <NotFoundPage params={params} />;
  return <LegalScreen storefront={found.storefront} data={found.data} />;
}
