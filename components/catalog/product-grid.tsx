import { cardThing, ITEM_LIST_ATTRIBUTE, listItems, type ItemList } from '@/lib/analytics/ecommerce';
import type { LinkContext } from '@/lib/routing/links';
import { ItemListTracking } from '@/components/analytics/item-list-tracking';
import { ProductCard, type ListedProduct } from './product-card';

interface Props {
  products: ListedProduct[];
  links: LinkContext;
  /** How many leading images load at once with priority (the first row of a server-rendered listing). */
  eager?: number;
  headingLevel?: 2 | 3 | 4;
  /** While more products or another sort are loading. */
  busy?: boolean;
  /** The list analytics reports the cards as (view_item_list, select_item); none: not reported. */
  list?: ItemList;
}

/**
 * Product cards in a responsive grid, the same on server pages and in the client islands that append more.
 * A server component on server pages: as a client one it sent the products' data once instead of every
 * card's markup in the RSC payload (a fifth less server time per render), but then every card hydrated,
 * and the category page's Lighthouse performance fell below its budget (docs/bench.md).
 */
export function ProductGrid({ products, links, eager = 4, headingLevel, busy, list }: Props) {
  return (
    <>
    {list && <ItemListTracking list={list} items={listItems(list, products.map(cardThing))} />}
    <ul className="product-grid" aria-busy={busy} {...(list ? { [ITEM_LIST_ATTRIBUTE]: list.id } : {})}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} links={links} headingLevel={headingLevel} imageLoading={index < eager ? 'priority' : 'lazy'} />
        </li>
      ))}
    </ul>
    </>
  );
}
