import { defineBlock } from '../define-block';
import { sectionBlockSchema } from './schema';

/**
 * A reference to a reusable section (issue 30): the section's blocks render in its place. On the page
 * itself only, so that a page expanded with its sections keeps the nesting limits of its own tree.
 */
export const sectionBlock = defineBlock({ type: 'section', label: 'section', schema: sectionBlockSchema, texts: [], constraints: { placement: 'page' } });
