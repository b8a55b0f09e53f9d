import { z } from 'zod';

/** Data of a video block: a link to a YouTube or Vimeo video, as the owner pasted it. */
export const videoBlockSchema = z.object({ src: z.string().max(2000).default('') });
