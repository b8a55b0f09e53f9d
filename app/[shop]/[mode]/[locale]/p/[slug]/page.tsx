import type { Metadata } from 'next';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { routes } from '@/lib/routing/links';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { NotFoundPage } from '../../_components/not-found-page';
import { ProductScreen } from '../../_components/product-screen';
import { loadProductScreen } from '../../_lib/catalog-data';
import { notFoundMetadata } from '../../_lib/not-found-metadata';
import { loadLocalizedSlugs } from '../../_lib/seo-data';
import { findStorefront, type StorefrontParams } from '../../_lib/storefront';
import { productMetadata } from './product-metadata';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

/** The page's storefront and product; null when there is no such product (NotFoundPage). */
async function load(params: Promise<Params>) {
  const storefront = await findStorefront(params);
  const slug = decodeRouteParam((await params).slug);
  if (!storefront || slug === null) return null;
  const data = await loadProductScreen(storefront, slug);
  return data ? { storefront, data } : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await load(params);
  if (!found) return notFoundMetadata();
  const { storefront, data: { product } } = found;
  // Language versions of the canonical product: the variation master for variations.
  const slugs = await loadLocalizedSlugs(storefront, 'product', product.variationMaster?.productId ?? product.productId);
  const metadata = productMetadata(product, storefront.links);
  return { ...metadata, alternates: { ...metadata.alternates, languages: slugAlternates(storefront, slugs, routes.product)?.languages } };
}

/** Product page (/p/{slug or id}): cached per shop and language; buy box and slider are client islands. */
export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const found = await load(params);
  if (!found) return <NotFoundPage params={params} />;
  return <ProductScreen storefront={found.storefront} data={found.data} />;
}
