import { defineBlock } from '../define-block';
import { videoBlockSchema } from './schema';

/** A video of a video site, by its link. */
export const videoBlock = defineBlock({ type: 'video', label: 'video', schema: videoBlockSchema, texts: ['title'], constraints: {} });
