/* eslint-disable @next/next/no-img-element -- an image without a stored size cannot go through next/image */
import Image from 'next/image';

/** Our media route without a query: what images.localPatterns in next.config.mjs lets the optimizer fetch. */
const OWN_MEDIA = /^\/media\/[^?#]+$/;
/** Whether the image optimizer may make copies of an image (the editor's preview asks for one too). */
export const isOwnMedia = (src: string): boolean => OWN_MEDIA.test(src);

/** Blocks span the page's content: the viewport less its gutters, at most 76rem less 2 x 2rem. */
const PAGE_WIDTH = '(min-width: 76rem) 72rem, 100vw';

interface BlockImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  /** Fetched before the page's other images: the page's likely largest paint (lead-image.ts). */
  priority?: boolean;
  /** The width it is shown at, for the srcset (`sizes`); the page's content width unless told. */
  sizes?: string;
}

/**
 * An owner's image in a block. From our media route it gets a srcset of resized AVIF or WebP copies
 * (an SVG keeps its one file: next/image never resizes .svg); from another host, or without a stored
 * size, it shows as it is. Width and height reserve its box, so nothing moves when it arrives.
 */
export function BlockImage({ src, alt, width, height, eager = false, priority = false, sizes = PAGE_WIDTH }: BlockImageProps) {
  const loading = eager ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!width || !height) return <img src={src} alt={alt} loading={loading} decoding="async" fetchPriority={fetchPriority} />;
  return (
    <Image
      src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority}
      // A lazy image is laid out before it loads, so the browser can pick by the width it really has
      // (in a column of a multi-column layout, say); `auto` is only allowed on lazy images.
      sizes={eager ? sizes : `auto, ${sizes}`}
      unoptimized={!isOwnMedia(src)}
    />
  );
}
