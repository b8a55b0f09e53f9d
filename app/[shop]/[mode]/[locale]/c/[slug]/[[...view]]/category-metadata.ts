import type { Metadata } from 'next';
import { pathFor, routes, type LinkContext } from '@/lib/routing/links';
import { noindexAlternates } from '@/lib/seo/storefront-alternates';
import type { Category } from '@/lib/server/catalog/types';

interface View {
  links: LinkContext;
  /** The plain category address, without a sort or page of its own. */
  isDefaultView: boolean;
  /** The category's address in each language (hreflang), from `slugAlternates`. */
  languages: NonNullable<Metadata['alternates']>['languages'];
}

/**
 * Title, description, canonical (the plain category address) and robots of a category page. Sorted or
 * paged views are not separate documents for search engines (spec section 2): noindex, and so without
 * hreflang alternates.
 */
export function categoryMetadata(
  category: Pick<Category, 'slug' | 'title' | 'titleTag' | 'metaDescription'>, { links, isDefaultView, languages }: View,
): Metadata {
  const alternates = { canonical: pathFor(routes.category(category.slug), links), languages };
  return {
    title: category.titleTag || category.title,
    description: category.metaDescription ?? undefined,
    alternates: isDefaultView ? alternates : noindexAlternates(alternates),
    robots: isDefaultView ? undefined : { index: false, follow: true },
  };
}
