import type { Metadata } from 'next';
import { pathFor, routes, type LinkContext } from '@/lib/routing/links';
import type { ProductDetail } from '@/lib/server/catalog/types';

/** Longest meta description derived from the product text when it has none of its own. */
const DESCRIPTION_LENGTH = 160;

function summary(text: string): string | undefined {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The product's canonical path: its variation master's for a variation (spec section 2), else its own. */
export function productCanonicalPath(product: Pick<ProductDetail, 'slug' | 'variationMaster'>, links: LinkContext): string {
  return pathFor(routes.product(product.variationMaster?.slug ?? product.slug), links);
}

/**
 * Title, description, canonical (the variation master for variations, spec section 2) and Open Graph.
 * og:type "product" is not a type Next's metadata knows; the page renders that tag itself.
 */
export function productMetadata(product: ProductDetail, links: LinkContext): Metadata {
  const canonical = productCanonicalPath(product, links);
  const description = product.metaDescription ?? summary(product.description);
  const image = product.images[0];
  return {
    title: product.name,
    description,
    alternates: { canonical },
    openGraph: {
      title: product.name,
      url: canonical,
      description,
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt || product.name }] : undefined,
    },
  };
}
