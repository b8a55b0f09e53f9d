import { defineBlock } from '../define-block';
import { htmlBlockSchema } from './schema';

/** Free HTML, its scripts run only with the shopper's consent. */
export const htmlBlock = defineBlock({ type: 'html', label: 'html', schema: htmlBlockSchema, texts: ['html'], constraints: {} });
