import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CrossSellingSlider } from '@/components/product/cross-selling-slider';
import { ProductView } from '@/components/product/product-view';
import { Prefetched, type PrefetchedQuery } from '@/components/providers/prefetched';
import { queryKeys } from '@/lib/queries/keys';
import { routes } from '@/lib/routing/links';
import { toDetailPayload } from '@/lib/server/catalog/product-payload';
import { loadCrossSelling, loadProductScreen } from '../../_lib/catalog-data';
import { getStorefront, type StorefrontParams } from '../../_lib/storefront';
import { ProductStructuredData } from './product-structured-data';
import { productMetadata } from './product-metadata';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { slugAlternates } from '@/lib/seo/storefront-alternates';
import { loadLocalizedSlugs } from '../../_lib/seo-data';

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
  // Language versions of the canonical product: the variation master for variations.
  const slugs = await loadLocalizedSlugs(storefront, 'product', product.variationMaster?.productId ?? product.productId);
  const metadata = productMetadata(product, storefront.links);
  return { ...metadata, alternates: { ...metadata.alternates, languages: slugAlternates(storefront, slugs, routes.product)?.languages } };
}

/** Product page (/p/{slug or id}): cached per shop and language; buy box and slider are client islands. */
export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { storefront, product, path } = await load(params);
  const { shop, locale, links } = storefront;
  const t = await getTranslations('Shell');
  // A failed cross-selling load must not fail the page: the slider then tries itself and hides on failure.
  const crossSelling = product.hasCrossSelling ? await loadCrossSelling(storefront, product.productId).catch(() => null) : null;
  const ref = { shop: shop.slug, locale, productId: product.productId };
  const queries: PrefetchedQuery[] = [[queryKeys.product(shop.slug, locale, product.productId), toDetailPayload(product)]];
  if (crossSelling) queries.push([queryKeys.crossSelling(shop.slug, locale, product.productId), crossSelling]);
  const trail = [...path.map((c) => ({ label: c.title, route: routes.category(c.slug) })), { label: product.name }];
  return (
    <>
      <ProductStructuredData product={product} trail={[{ label: t('home'), route: routes.home() }, ...trail]} shop={shop} links={links} />
      <Breadcrumb trail={trail} links={links} />
      <PageMessages namespaces={PAGE_NAMESPACES.product}>
        <Prefetched queries={queries}>
          <ProductView product={product} shop={shop} locale={locale} links={links} />
          {product.hasCrossSelling && <CrossSellingSlider key={product.productId} {...ref} links={links} />}
        </Prefetched>
      </PageMessages>
    </>
  );
}
