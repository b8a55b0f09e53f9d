import { z } from 'zod';

/** Data of a map block: the embed snippet the owner pasted, and/or its src, and its title (what it shows, a text of each language). */
export const mapsBlockSchema = z.object({
  iframe: z.string().max(5000).default(''),
  src: z.string().max(3000).default(''),
  title: z.string().max(200).default(''),
});
