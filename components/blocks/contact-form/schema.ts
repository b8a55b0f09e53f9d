import { z } from 'zod';

/** A contact form has no settings of its own; it sends to the shop's email address. */
export const contactFormBlockSchema = z.object({});
