import { z } from 'zod';
import { imageSourceSchema, linkSchema } from '@/lib/schemas/link';

/** Data of an image block (spec section 3). */
export const imageBlockSchema = z.object({
  src: imageSourceSchema().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z.string().max(500).default(''),
  link: linkSchema().optional(),
  opentab: z.boolean().default(false),
  headline: z.string().max(500).optional(),
  text: z.string().max(2000).optional(),
  buttontext: z.string().max(200).optional(),
  buttonenabled: z.boolean().default(false),
  overlayOpacity: z.number().min(0).max(1).optional(),
});
