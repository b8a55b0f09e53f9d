import { defineBlock } from '../define-block';
import { imageBlockSchema } from './schema';

/** An image with an optional headline, text and button over it, and a link. */
export const imageBlock = defineBlock({
  type: 'image', label: 'image', schema: imageBlockSchema, texts: ['alt', 'headline', 'text', 'buttontext'], constraints: {},
});
