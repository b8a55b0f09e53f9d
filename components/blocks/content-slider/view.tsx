import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/carousel/carousel';
import { BlockImage } from '../image/block-image';
import type { BlockViewProps } from '../types';
import { contentSliderBlockSchema } from './schema';

/** A slideshow of images; in the editor it neither loops nor plays by itself (spec section 9). */
export async function ContentSliderBlock({ block, context }: BlockViewProps) {
  const parsed = contentSliderBlockSchema.safeParse(block.data);
  // Content is validated on save; data that still does not fit renders nothing rather than breaking the page.
  if (!parsed.success || parsed.data.images.length === 0) return null;
  const data = parsed.data;
  const t = await getTranslations('Blocks');
  const editor = context.mode === 'editor';
  const slides = data.images.map((image, index) => (
    <BlockImage key={image.src + index} src={image.src} alt={image.alt} width={image.width} height={image.height} eager={index === 0} />
  ));
  return (
    <Carousel
      slides={slides}
      label={t('slideshow')}
      variant="content"
      autoplayDelay={data.autoPlay && !editor ? data.slideInterval : null}
      loop={!editor}
      bullets={data.showBullets}
      navigation={data.showNav}
    />
  );
}
