import { z } from 'zod';
import { IMAGE_SOURCE_MESSAGE, isSafeImageSource } from '@/lib/schemas/link';

/** Slideshow defaults (spec section 9): a slide every 5 seconds, autoplay and bullets on. */
export const CONTENT_SLIDER_INTERVAL = 5000;
/** The most images one slider holds. */
export const CONTENT_SLIDER_MAX_IMAGES = 50;

const slideSchema = z.object({
  src: z.string().min(1).max(2000).refine(isSafeImageSource, IMAGE_SOURCE_MESSAGE),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z.string().max(500).default(''),
  /** A YouTube or Vimeo link: the slide plays that video, its image standing for it until then. */
  video: z.string().max(2000).optional(),
});

/** Data of a content slider: images shown one after another (spec section 3). */
export const contentSliderBlockSchema = z.object({
  images: z.array(slideSchema).max(CONTENT_SLIDER_MAX_IMAGES).default([]),
  autoPlay: z.boolean().default(true),
  showNav: z.boolean().default(true),
  showThumbnails: z.boolean().default(false),
  slideInterval: z.number().int().min(1000).max(60_000).default(CONTENT_SLIDER_INTERVAL),
  showBullets: z.boolean().default(true),
});
