import { useTranslations } from 'next-intl';
import { SORT_OPTIONS } from '@/lib/catalog/listing';
import { CategoryNote } from '../category-note';
import type { BlockViewProps } from '../types';
import { CategoryListing } from './view.client';

/**
 * A category's products inside a page. The first page comes with the (cached) page; sorting, the
 * page parameter and "show more" happen in the browser (spec section 2, category listing block).
 * Without products it shows nothing, or in the editor a note with a button to choose the category.
 */
export function CategoryBlock({ block, context }: BlockViewProps<'category'>) {
  const t = useTranslations('Sort');
  const list = context.data.lists[block._id];
  if (!list || list.products.length === 0) return context.mode === 'editor' ? <CategoryNote categoryId={block.data.categoryId} /> : null;
  // Relevance only means something for a search query.
  const sortOptions = SORT_OPTIONS.filter((sort) => sort !== 'relevance').map((value) => ({ value, label: t(value) }));
  return (
    <CategoryListing
      id={block._id}
      shop={context.shop.slug}
      locale={context.locale}
      categoryId={block.data.categoryId}
      initial={list}
      links={context.links}
      sortOptions={sortOptions}
    />
  );
}
