import type { ComponentType } from 'react';
import type { PageBlocksProps } from '@/components/blocks/types';
import type { loadCategoryScreen } from '../_lib/catalog-data';
import type { Storefront } from '../_lib/storefront';
import { loadEarlierProducts } from '../c/_lib/earlier-pages';
import { CategoryScreen } from './category-screen';

interface Props {
  storefront: Storefront;
  data: NonNullable<Awaited<ReturnType<typeof loadCategoryScreen>>>;
  /** Whether the address names the sort (a sorted view) rather than using the shop's default. */
  explicitSort: boolean;
  /** The home category's sorted or paged view, which belongs to the home page (no "Home / Home" breadcrumb). */
  isHome?: boolean;
  /** The editor's live canvas in place of the shoppers' rendering of the blocks. */
  blocksView?: ComponentType<PageBlocksProps>;
}

/** A category page's listing view: page N shows pages 1..N, so a reload after load more shows the same list. */
export async function CategoryPageScreen({ storefront, data, explicitSort, isHome = false, blocksView }: Props) {
  const { list, category } = data;
  const earlier = data.outOfRange ? [] : await loadEarlierProducts(storefront, category.categoryId, list.sort, list.page - 1, list.resultsPerPage);
  return <CategoryScreen storefront={storefront} data={data} explicitSort={explicitSort} earlier={earlier} isHome={isHome} blocksView={blocksView} />;
}
