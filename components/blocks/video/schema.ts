import { z } from 'zod';

/**
 * Data of a video block: a link to a YouTube or Vimeo video, as the owner pasted it, and its title (what
 * it shows, a text of each language), which names the player for screen readers.
 */
export const videoBlockSchema = z.object({
  src: z.string().max(2000).default(''),
  title: z.string().max(200).default(''),
});
