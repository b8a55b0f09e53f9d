import { z } from 'zod';
import { SORT_OPTIONS } from '@/lib/catalog/listing';
import { COUNTRY_CODE_PATTERN } from '@/lib/schemas/address-rules';

/** Query parameters every request may carry (spec section 7). */
export const commonQuerySchema = z.object({
  shop: z.string().max(63).optional(),
  previewTheme: z.string().max(100).optional(),
  themeStyle: z.string().max(100).optional(),
  locale: z.string().max(10).optional(),
  country: z.string().regex(COUNTRY_CODE_PATTERN).optional(),
});

/** The JSON body of every error (spec section 8). */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A money amount as the API hands it out. */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string(), formatted: z.string() });

/** A positive page number, capped so that no request can ask for an unbounded offset. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);
export const uuidParam = z.uuid();
export const slugParam = z.string().min(1).max(200);

/** A sort option of product lists (spec section 9). */
export const sortOptionSchema = z.enum(SORT_OPTIONS);

/**
 * Vitrine's own, on the owner's reads and writes of what "Publish site changes" publishes (the shop
 * settings, the menus, the theme styles): `draft=true` reads the site as the editor shows it, with the
 * changes waiting; shoppers' reads ignore it.
 */
export const siteDraftQuerySchema = commonQuerySchema.extend({ draft: z.enum(['true', 'false']).optional() });
