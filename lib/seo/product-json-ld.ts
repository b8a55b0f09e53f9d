import { currencyDigits, type Money } from '@/lib/money';
import type { StockState } from '@/lib/catalog/stock';

/** What the structured data of a product page is built from; URLs are absolute. */
export interface ProductJsonLdInput {
  name: string;
  description: string;
  sku: string;
  brand: string | null;
  /** The GTIN (8 to 14 digits) and the manufacturer's part number, when the product has them. */
  gtin?: string | null;
  mpn?: string | null;
  url: string;
  imageUrls: string[];
  price: Money;
  stock: StockState;
  /** The offer's OfferShippingDetails (`buildShippingDetailsJsonLd`); left out when empty. */
  shippingDetails?: Record<string, unknown>[];
  /** The offer's MerchantReturnPolicy (`buildReturnPolicyJsonLd`); left out when null. */
  returnPolicy?: Record<string, unknown> | null;
  /** Approved reviews' summary and the ones the page shows; both left out without approved reviews. */
  rating?: { average: number; count: number } | null;
  reviews?: { rating: number; title: string; text: string; authorName: string; approvedAt: string }[];
}

/** AggregateRating and Review, only for approved reviews (Google refuses a rating without any). */
function reviewsJsonLd({ rating, reviews = [] }: ProductJsonLdInput, anonymous: string): Record<string, unknown> {
  if (!rating || rating.count === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
    ...(reviews.length ? {
      review: reviews.map((review) => ({
        '@type': 'Review',
        name: review.title,
        reviewBody: review.text,
        datePublished: review.approvedAt.slice(0, 10),
        author: { '@type': 'Person', name: review.authorName || anonymous },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
    } : {}),
  };
}

const AVAILABILITY: Record<StockState, string> = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
};

/** Minor units as the decimal text schema.org expects ("14.90"), with the currency's own digits. */
export function decimalPrice({ amount, currency }: Money): string {
  const digits = currencyDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** A schema.org Product with its offer, and its reviews when it has approved ones (`anonymous` names an author without a name). */
export function buildProductJsonLd(product: ProductJsonLdInput, anonymous = 'Verified buyer'): Record<string, unknown> {
  const { shippingDetails = [], returnPolicy = null } = product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    sku: product.sku,
    ...(product.imageUrls.length ? { image: product.imageUrls } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    // Google's merchant listings take the GTIN as `gtin` whatever its length, and the MPN beside the brand.
    ...(product.gtin ? { gtin: product.gtin } : {}),
    ...(product.mpn ? { mpn: product.mpn } : {}),
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: decimalPrice(product.price),
      priceCurrency: product.price.currency,
      availability: AVAILABILITY[product.stock],
      itemCondition: 'https://schema.org/NewCondition',
      ...(shippingDetails.length ? { shippingDetails } : {}),
      ...(returnPolicy ? { hasMerchantReturnPolicy: returnPolicy } : {}),
    },
    ...reviewsJsonLd(product, anonymous),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so that no text of a
 * product (e.g. "</script>") can end the script element, and the line separators JavaScript dislikes too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
