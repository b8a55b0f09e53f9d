import { useTranslations } from 'next-intl';
import { Carousel } from '@/components/carousel/carousel';
import { parseVideoUrl, pausableEmbedUrl } from '@/lib/blocks/video-id';
import { BlockImage } from '../image/block-image';
import type { BlockViewProps } from '../types';
import { VideoSlide } from './view.client';

/** The thumbnails' width (5rem, carousel-thumbnails.module.css), which picks their copies' size. */
const THUMBNAIL_WIDTH = '80px';

/** A slideshow of images, some of which may play a video; in the editor it neither loops nor plays by itself (spec section 9). */
export function ContentSliderBlock({ block, context }: BlockViewProps<'content-slider'>) {
  const t = useTranslations('Blocks');
  const data = block.data;
  if (data.images.length === 0) return null;
  const editor = context.mode === 'editor';
  const videos = data.images.map((image) => (image.video ? parseVideoUrl(image.video) : null));
  const slides = data.images.map((image, index) => {
    const picture = <BlockImage key={image.src + index} src={image.src} alt={image.alt} width={image.width} height={image.height} eager={index === 0} />;
    const video = videos[index];
    return video ? <VideoSlide key={image.src + index} provider={video.provider} embedUrl={pausableEmbedUrl(video)} poster={picture} index={index} /> : picture;
  });
  // Their buttons name the slides, so the pictures themselves are decorative.
  const thumbnails = data.showThumbnails
    ? data.images.map((image, index) => <BlockImage key={image.src + index} src={image.src} alt="" width={image.width} height={image.height} sizes={THUMBNAIL_WIDTH} />)
    : undefined;
  return (
    <Carousel
      slides={slides}
      label={t('slideshow')}
      variant="content"
      autoplayDelay={data.autoPlay && !editor ? data.slideInterval : null}
      // Swiper's loop moves slides in the document, which would reload (and restart) a video's player.
      loop={!editor && !videos.some(Boolean)}
      bullets={data.showBullets}
      navigation={data.showNav}
      thumbnails={thumbnails}
    />
  );
}
