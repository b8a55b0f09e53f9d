import { useTranslations } from 'next-intl';
import { Carousel } from '@/components/carousel/carousel';
import { ProductCard } from '@/components/catalog/product-card';
import { CategoryNote } from '../category-note';
import type { BlockViewProps } from '../types';

/**
 * A carousel of a category's first products. An empty (or unset) category renders nothing for shoppers;
 * the editor shows a note with a button to choose one (spec section 2).
 */
export function CategorySwiperBlock({ block, context }: BlockViewProps<'category-swiper'>) {
  const t = useTranslations('Blocks');
  const products = context.data.lists[block._id]?.products ?? [];
  if (products.length === 0) return context.mode === 'editor' ? <CategoryNote categoryId={block.data.categoryId} /> : null;
  const { showPrice, showStock } = block.data;
  const slides = products.map((product, index) => (
    <ProductCard key={product.productId} product={product} links={context.links} showPrice={showPrice} showStock={showStock}
      imageLoading={index < 2 ? 'eager' : 'lazy'} />
  ));
  return <Carousel slides={slides} label={t('productCarousel')} variant="products" />;
}
