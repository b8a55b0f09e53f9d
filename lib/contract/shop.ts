import { z } from 'zod';
import { shopUserSettingsSchema } from '@/lib/schemas/shop-settings';
import { defineEndpoint } from './endpoint';

const shopSchema = z.object({
  slug: z.string(),
  title: z.string(),
  email: z.string(),
  beyond: z.boolean(),
  isClosed: z.boolean(),
  locale: z.string(),
  defaultLocale: z.string(),
  locales: z.array(z.object({ identifier: z.string(), isVisible: z.boolean() })),
  currency: z.string(),
  resellerName: z.string(),
  tax: z.object({ rate: z.number(), rateBasisPoints: z.number().int(), pricesIncludeTax: z.literal(true) }),
  themeStyleId: z.string().nullable(),
  userSettings: shopUserSettingsSchema,
});

const taxSchema = shopSchema.shape.tax;

export const shopEndpoints = {
  getShop: defineEndpoint({
    method: 'GET', path: '/shop', tag: 'Shop', auth: 'public', openWhenClosed: true,
    summary: 'The shop: title, languages, currency, tax, theme style and shopper-facing settings.',
    response: shopSchema,
  }),
  updateShop: defineEndpoint({
    method: 'PATCH', path: '/shop', tag: 'Shop', auth: 'owner', errors: [401, 403, 422],
    summary: "Changes the shop's user settings and default locale.",
    body: z.object({ userSettings: shopUserSettingsSchema.optional(), locale: z.string().max(10).optional() }),
    response: shopSchema,
    revalidates: ['shop'],
  }),
  getResellerName: defineEndpoint({
    method: 'GET', path: '/shop/resellerName', tag: 'Shop', auth: 'public',
    summary: 'Name of the reseller that hosts the shop.',
    response: z.object({ resellerName: z.string() }),
  }),
  getTax: defineEndpoint({
    method: 'GET', path: '/shop/tax', tag: 'Shop', auth: 'public',
    summary: 'Tax rate of the shop; prices include it.', response: taxSchema,
  }),
  getEmail: defineEndpoint({
    method: 'GET', path: '/shop/email', tag: 'Shop', auth: 'public',
    summary: 'Contact email address of the shop.', response: z.object({ email: z.string() }),
  }),
  getScriptTags: defineEndpoint({
    method: 'GET', path: '/scriptTags', tag: 'Shop', auth: 'public',
    summary: 'Script tags the shop embeds (e.g. NEWSLETTER with its url).',
    response: z.array(z.object({ type: z.string(), url: z.string() })),
  }),
};

export type ShopPayload = z.infer<typeof shopSchema>;
