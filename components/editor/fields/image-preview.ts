import { getImageProps } from 'next/image';
import { isOwnMedia } from '@/components/blocks/image/block-image';
import { IMAGE_PREVIEW_WIDTH } from '@/lib/display-constants.mjs';

/**
 * Where the image field's preview loads a stored image from: an upload of ours with its size becomes the
 * optimizer's copy IMAGE_PREVIEW_WIDTH wide (and the next width up for dense screens), rather than the
 * original of up to 10 MB; anything else (an SVG, another host, a local preview) as it is.
 */
export function previewSource(src: string, width?: number, height?: number): { src: string; srcSet?: string } {
  if (!width || !height || !isOwnMedia(src)) return { src };
  const { props } = getImageProps({ src, alt: '', width: IMAGE_PREVIEW_WIDTH, height: Math.round((IMAGE_PREVIEW_WIDTH * height) / width) });
  return { src: props.src, srcSet: props.srcSet };
}
