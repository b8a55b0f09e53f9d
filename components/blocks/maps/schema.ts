import { z } from 'zod';

/** Data of a map block: the embed snippet the owner pasted, and/or its src. */
export const mapsBlockSchema = z.object({
  iframe: z.string().max(5000).default(''),
  src: z.string().max(3000).default(''),
});
