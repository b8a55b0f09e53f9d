import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CrossSellingSlider } from '@/components/product/cross-selling-slider';
import { PRODUCT_SWIPER_SIZE } from '@/lib/catalog/product-swiper';
import { ProductView } from '@/components/product/product-view';
import { PageMessages } from '@/components/providers/page-messages';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import { Prefetched, type PrefetchedQuery } from '@/components/providers/prefetched';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { queryKeys } from '@/lib/queries/keys';
import { routes } from '@/lib/routing/links';
import { toDetailPayload } from '@/lib/server/catalog/product-payload';
import { loadCrossSelling, type loadProductScreen } from '../_lib/catalog-data';
import { loadOfferTerms } from '../_lib/offer-terms-data';
import { loadProductReviews } from '../_lib/reviews-data';
import type { Storefront } from '../_lib/storefront';
import { ProductStructuredData } from '../p/[slug]/product-structured-data';

type ProductData = NonNullable<Awaited<ReturnType<typeof loadProductScreen>>>;

/** A product page (/p/{slug}): structured data, breadcrumb, the product with its buy box, its reviews, and cross-selling. */
export async function ProductScreen({ storefront, data }: { storefront: Storefront; data: ProductData }) {
  const { product, path } = data;
  const { shop, locale, links } = storefront;
  const t = await getTranslations('Shell');
  const tr = await getTranslations('Reviews');
  // A failed cross-selling load must not fail the page: the slider then tries itself and hides on failure.
  const [crossSelling, terms, reviews] = await Promise.all([
    product.hasCrossSelling ? loadCrossSelling(storefront, product.productId).catch(() => null) : null,
    loadOfferTerms(storefront),
    loadProductReviews(storefront, product.productId),
  ]);
  const ref = { shop: shop.slug, locale, productId: product.productId };
  const queries: PrefetchedQuery[] = [[queryKeys.product(shop.slug, locale, product.productId), toDetailPayload(product)]];
  if (crossSelling) queries.push([queryKeys.crossSelling(shop.slug, locale, product.productId, PRODUCT_SWIPER_SIZE), crossSelling]);
  const trail = [...path.map((c) => ({ label: c.title, route: routes.category(c.slug) })), { label: product.name }];
  return (
    <>
      <ProductStructuredData product={product} trail={[{ label: t('home'), route: routes.home() }, ...trail]} baseUrl={shop.baseUrl}
        links={links} terms={terms} reviews={reviews}
        anonymous={tr('anonymous')} />
      <Breadcrumb trail={trail} links={links} />
      <PageMessages namespaces={PAGE_NAMESPACES.product}>
        <Prefetched queries={queries}>
          <ProductView product={product} shop={shop} locale={locale} links={links} taxRateBasisPoints={data.taxRateBasisPoints} />
          {reviews && <ReviewsSection key={product.productId} productId={product.productId} summary={reviews.summary} reviews={reviews.items} />}
          {product.hasCrossSelling && <CrossSellingSlider key={product.productId} {...ref} links={links} />}
        </Prefetched>
      </PageMessages>
    </>
  );
}
