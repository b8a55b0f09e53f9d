import { POPULAR_PRODUCTS_LIST, SEARCH_RESULTS_LIST } from '@/lib/analytics/ecommerce';
import type { LinkContext } from '@/lib/routing/links';
import { ProductGrid } from '@/components/catalog/product-grid';
import type { ListedProduct } from '@/components/catalog/product-card';

interface Props {
  products: ListedProduct[];
  links: LinkContext;
}

// The search page's grids, rendered by the server page for the address it was asked for and by the
// results island for what the shopper changes afterwards: one definition, so both render the same cards.

export function SearchResultsGrid({ products, links }: Props) {
  return <ProductGrid products={products} links={links} eager={1} headingLevel={2} list={SEARCH_RESULTS_LIST} />;
}

export function PopularProductsGrid({ products, links }: Props) {
  return <ProductGrid products={products} links={links} eager={0} headingLevel={3} list={POPULAR_PRODUCTS_LIST} />;
}
