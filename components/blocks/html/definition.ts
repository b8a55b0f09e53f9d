import { defineBlock } from '../define-block';
import { htmlBlockSchema } from './schema';

/**
 * Free HTML, its scripts run only with the shopper's consent. Hosted shops only: it is the one block
 * that puts the owner's own markup and scripts on the page, which unity and beyond shops take only
 * through the platform's script tags.
 */
export const htmlBlock = defineBlock({
  type: 'html', label: 'html', schema: htmlBlockSchema, texts: ['html'], constraints: { shopTypes: ['hosted'] },
});
