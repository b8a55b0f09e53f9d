import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { routes } from '@/lib/routing/links';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { ProductScreen } from '../../_components/product-screen';
import { loadProductScreen } from '../../_lib/catalog-data';
import { loadLocalizedSlugs } from '../../_lib/seo-data';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';
import { productMetadata } from './product-metadata';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const storefront = await getStorefront(params);
  const slug = decodeRouteParam((await params).slug) ?? notFound();
  const data = await loadProductScreen(storefront, slug);
  if (!data) notFound();
  return { storefront, data };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { storefront, data: { product } } = await load(params);
  // Language versions of the canonical product: the variation master for variations.
  const slugs = await loadLocalizedSlugs(storefront, 'product', product.variationMaster?.productId ?? product.productId);
  const metadata = productMetadata(product, storefront.links);
  return { ...metadata, alternates: { ...metadata.alternates, languages: slugAlternates(storefront, slugs, routes.product)?.languages } };
}

/** Product page (/p/{slug or id}): cached per shop and language; buy box and slider are client islands. */
export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { storefront, data } = await load(params);
  return <ProductScreen storefront={storefront} data={data} />;
}
