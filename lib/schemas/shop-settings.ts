import { z } from 'zod';
import { linkSchema } from './link';

const logoSchema = z.object({ id: z.string().max(64), filename: z.string().max(200), active: z.boolean() });

/** Settings an owner edits in the editor (spec section 3, Shop.userSettings). */
export const shopUserSettingsSchema = z.object({
  cookieNotice: z.object({
    active: z.boolean(),
    title: z.string().max(200).optional(),
    gdprMessageHtml: z.string().max(5000).optional(),
  }).optional(),
  trustedShopsBadge: z.object({ snippet: z.string().max(5000) }).optional(),
  socialNetworks: z.array(z.object({ name: z.string().max(64), url: linkSchema() })).max(20).optional(),
  headerUsps: z.array(z.object({ text: z.string().max(200), active: z.boolean() })).max(10).optional(),
  paymentLogos: z.array(logoSchema).max(50).optional(),
  shippingLogos: z.array(logoSchema).max(50).optional(),
});

export type ShopUserSettings = z.infer<typeof shopUserSettingsSchema>;
