import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/carousel/carousel';
import { ProductCard } from '@/components/catalog/product-card';
import type { BlockViewProps } from '../types';

/** Chosen products in a carousel; hidden when they could not be loaded or none is left (spec section 8). */
export async function ProductSliderBlock({ block, context }: BlockViewProps<'product-slider'>) {
  const products = context.data.productSets?.[block._id] ?? [];
  if (products.length === 0) return null;
  const t = await getTranslations('Blocks');
  const slides = products.map((product, index) => (
    <ProductCard key={product.productId} product={product} links={context.links} imageLoading={index < 2 ? 'eager' : 'lazy'} />
  ));
  return <Carousel slides={slides} label={t('productCarousel')} variant="products" />;
}
