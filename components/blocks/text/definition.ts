import { defineBlock } from '../define-block';
import { textBlockSchema } from './schema';

/** Rich text, as HTML. */
export const textBlock = defineBlock({ type: 'text', label: 'text', schema: textBlockSchema, texts: ['content'], constraints: {} });
