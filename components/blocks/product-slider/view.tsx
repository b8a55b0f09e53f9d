import { useTranslations } from 'next-intl';
import { Carousel } from '@/components/carousel/carousel';
import { ProductCard } from '@/components/catalog/product-card';
import type { BlockViewProps } from '../types';

/** Chosen products in a carousel; hidden when they could not be loaded or none is left (spec section 8). */
export function ProductSliderBlock({ block, context }: BlockViewProps<'product-slider'>) {
  const t = useTranslations('Blocks');
  const products = context.data.lists[block._id]?.products ?? [];
  if (products.length === 0) return null;
  const slides = products.map((product, index) => (
    <ProductCard key={product.productId} product={product} links={context.links} imageLoading={index < 2 ? 'eager' : 'lazy'} />
  ));
  return <Carousel slides={slides} label={t('productCarousel')} variant="products" />;
}
