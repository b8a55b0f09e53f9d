import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/carousel/carousel';
import { ProductCard } from '@/components/catalog/product-card';
import type { BlockViewProps } from '../types';
import styles from './view.module.css';

/**
 * A carousel of a category's first products. An empty (or unset) category renders nothing for shoppers;
 * the editor shows a note with a button its settings layer picks up (spec section 2).
 */
export async function CategorySwiperBlock({ block, context }: BlockViewProps<'category-swiper'>) {
  const products = context.data.productSets?.[block._id] ?? [];
  const t = await getTranslations('Blocks');
  if (products.length === 0) {
    if (context.mode !== 'editor') return null;
    return (
      <div className={styles.empty} role="note">
        <p>{t('swiperEmpty')}</p>
        <button type="button" data-editor-action="select-category" data-block-id={block._id}>{t('selectCategory')}</button>
      </div>
    );
  }
  const { showPrice, showStock } = block.data;
  const slides = products.map((product, index) => (
    <ProductCard key={product.productId} product={product} links={context.links} showPrice={showPrice} showStock={showStock}
      imageLoading={index < 2 ? 'eager' : 'lazy'} />
  ));
  return <Carousel slides={slides} label={t('productCarousel')} variant="products" />;
}
