import { defineBlock } from '../define-block';
import { contentSliderBlockSchema } from './schema';

/** Slides of images. */
export const contentSliderBlock = defineBlock({
  type: 'content-slider', label: 'contentSlider', schema: contentSliderBlockSchema, texts: ['images.*.alt'], constraints: {},
});
