import { z } from 'zod';

/**
 * Data of a section reference: which of the shop's reusable sections the page shows in its place. The
 * blocks are the section's own (its draft in the editor, its published blocks for shoppers), never a copy.
 */
export const sectionBlockSchema = z.object({
  sectionId: z.string().max(64).default(''),
});
