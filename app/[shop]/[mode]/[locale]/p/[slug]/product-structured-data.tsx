import type { Crumb } from '@/components/catalog/breadcrumb';
import { buildBreadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { buildShippingDetailsJsonLd } from '@/lib/seo/offer-shipping-json-ld';
import { decimalPrice, buildProductJsonLd, serializeJsonLd } from '@/lib/seo/product-json-ld';
import { buildReturnPolicyJsonLd } from '@/lib/seo/return-policy-json-ld';
import { stockState } from '@/lib/catalog/stock';
import { pathFor, type LinkContext } from '@/lib/routing/links';
import type { ProductDetail } from '@/lib/server/catalog/types';
import type { PublicReviewPayload, RatingSummaryPayload } from '@/lib/contract/reviews';
import type { OfferTerms } from '../../_lib/offer-terms-data';
import { productCanonicalPath } from './product-metadata';

interface Props {
  product: ProductDetail;
  /** Home, the main category's path and the product. */
  trail: Crumb[];
  /** The shop's public base URL, which makes every address absolute. */
  baseUrl: string;
  links: LinkContext;
  terms: OfferTerms;
  /** The approved reviews' summary and the ones the page shows (none: no AggregateRating, no Review). */
  reviews?: { summary: RatingSummaryPayload; items: PublicReviewPayload[] } | null;
  /** The shown name of a review's author who gave none ("A buyer", in the page's language). */
  anonymous?: string;
}

/**
 * The product page's JSON-LD: the Product with its offer (shipping details, return policy) and the
 * BreadcrumbList. A variation's page names its master's address as canonical, so its offer and its
 * last crumb point there too.
 */
export function productPageJsonLd({ product, trail, baseUrl, links, terms, reviews, anonymous }: Props): Record<string, unknown>[] {
  const absolute = (path: string) => new URL(path, baseUrl).toString();
  const url = absolute(productCanonicalPath(product, links));
  const withdrawalUrl = terms.withdrawalRoute ? absolute(pathFor(terms.withdrawalRoute, links)) : null;
  const breadcrumb = buildBreadcrumbJsonLd(trail.map((crumb, index) => ({
    name: crumb.label,
    url: index === trail.length - 1 ? url : crumb.route ? absolute(pathFor(crumb.route, links)) : undefined,
  })));
  return [
    buildProductJsonLd({
      name: product.name,
      description: product.description,
      sku: product.sku,
      brand: product.manufacturer,
      gtin: product.gtin,
      mpn: product.mpn,
      url,
      imageUrls: product.images.map((image) => absolute(image.url)),
      price: product.price,
      stock: stockState(product),
      shippingDetails: buildShippingDetailsJsonLd({ price: product.price, methods: terms.methods, countries: terms.countries }),
      returnPolicy: buildReturnPolicyJsonLd({ withdrawalUrl, countries: terms.countries }),
      rating: reviews?.summary,
      reviews: reviews?.items,
    }, anonymous),
    ...(breadcrumb ? [breadcrumb] : []),
  ];
}

/** JSON-LD (Product with its offer, BreadcrumbList) and the Open Graph product tags React hoists into the head. */
export function ProductStructuredData(props: Props) {
  const { product } = props;
  const data = productPageJsonLd(props);
  return (
    <>
      <meta property="og:type" content="product" />
      <meta property="product:price:amount" content={decimalPrice(product.price)} />
      <meta property="product:price:currency" content={product.price.currency} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data.length === 1 ? data[0] : data) }} />
    </>
  );
}
