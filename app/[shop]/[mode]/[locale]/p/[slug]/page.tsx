import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { ProductGrid } from '@/components/catalog/product-grid';
import { ProductDetails } from '@/components/product/product-details';
import { hrefFor, routes } from '@/lib/routing/links';
import { loadProductScreen } from '../../_lib/catalog-data';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';

type Params = StorefrontParams & { slug: string };

export async function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const storefront = await getStorefront(params);
  const data = await loadProductScreen(storefront, decodeURIComponent((await params).slug));
  if (!data) notFound();
  return { storefront, ...data };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { storefront, product } = await load(params);
  // Variations point search engines at their master (spec section 2).
  const canonical = hrefFor(routes.product(product.variationMaster?.slug ?? product.slug), storefront.links);
  const image = product.images[0];
  return {
    title: product.name,
    description: product.metaDescription ?? undefined,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      title: product.name,
      url: canonical,
      description: product.metaDescription ?? undefined,
      images: image ? [{ url: image.url, width: image.width, height: image.height }] : undefined,
    },
  };
}

/** Product page (/p/{slug or id}). */
export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { storefront, product, crossSelling, path } = await load(params);
  const t = await getTranslations('Product');
  const trail = [...path.map((c) => ({ label: c.title, route: routes.category(c.slug) })), { label: product.name }];
  return (
    <>
      <Breadcrumb trail={trail} links={storefront.links} />
      <ProductDetails product={product} links={storefront.links} />
      {crossSelling.length > 0 && (
        <section aria-labelledby="cross-selling" className="cross-selling">
          <h2 id="cross-selling">{t('crossSelling')}</h2>
          <ProductGrid products={crossSelling} links={storefront.links} />
        </section>
      )}
    </>
  );
}
