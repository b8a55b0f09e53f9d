import { defineBlock } from '../define-block';
import { mapsBlockSchema } from './schema';

/** A map, as Google's embed address. */
export const mapsBlock = defineBlock({ type: 'maps', label: 'maps', schema: mapsBlockSchema, texts: ['title'], constraints: {} });
