import { z } from 'zod';
import { deviceValuesSchema } from '@/lib/schemas/device-values';
import { spacingSchema } from '../device-choices';

/**
 * Data of a section reference: which of the shop's reusable sections the page shows in its place. The
 * blocks are the section's own (its draft in the editor, its published blocks for shoppers), never a copy.
 * The space above and below them is this page's (`spacing`, absent: none added), a value per device.
 */
export const sectionBlockSchema = z.object({
  sectionId: z.string().max(64).default(''),
  spacing: spacingSchema.optional(),
  devices: deviceValuesSchema({ spacing: spacingSchema }).optional(),
});
