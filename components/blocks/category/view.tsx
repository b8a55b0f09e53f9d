import { ProductGrid } from '@/components/catalog/product-grid';
import type { BlockViewProps } from '../types';

/** The first page of a category's products inside a page, loaded with the page. */
export function CategoryBlock({ block, context }: BlockViewProps) {
  const list = context.data.categoryLists[block._id];
  if (!list || list.products.length === 0) return null;
  return <ProductGrid products={list.products} links={context.links} />;
}
