import { z } from 'zod';
import { backOfficeOriginsSchema, shopAddressSchema } from '@/lib/schemas/shop-address';
import { faviconUrlSchema, shopUserSettingsSchema } from '@/lib/schemas/shop-settings';
import { themeSettingsValuesSchema } from '@/lib/schemas/theme';
import { siteDraftQuerySchema } from './common';
import { defineEndpoint } from './endpoint';
import { SHOP_SETTING_TEXT_MAX } from './limits';

const shopSchema = z.object({
  slug: z.string(),
  title: z.string(),
  email: z.string(),
  /** The shop's public address: the origin of every absolute link (canonical, sitemap, mails). */
  baseUrl: z.string(),
  beyond: z.boolean(),
  isClosed: z.boolean(),
  faviconUrl: z.string().nullable(),
  locale: z.string(),
  defaultLocale: z.string(),
  locales: z.array(z.object({ identifier: z.string(), isVisible: z.boolean() })),
  currency: z.string(),
  resellerName: z.string(),
  tax: z.object({ rate: z.number(), rateBasisPoints: z.number().int(), pricesIncludeTax: z.literal(true) }),
  themeStyleId: z.string().nullable(),
  /** The active style's theme (spec section 3, Shop); null while the shop has no active style. */
  theme: z.object({ name: z.string(), version: z.string() }).nullable(),
  themeId: z.string().nullable(),
  themeStyle: z.object({ id: z.string(), name: z.string(), settings: themeSettingsValuesSchema }).nullable(),
  /** The active style's settings, as `themeStyle.settings`; `{}` without an active style. */
  themeSettings: themeSettingsValuesSchema,
  /** The token this answer's x-csrf-token header carries, for clients that read the body only. */
  csrfToken: z.string(),
  /** The back office the editor returns to: the first of `backOfficeOrigins`, for the owner only; null otherwise. */
  mboBaseUrl: z.string().nullable(),
  /** The script tags the shop embeds, as GET /scriptTags answers them. */
  scriptTags: z.array(z.object({ type: z.string(), url: z.string() })),
  userSettings: shopUserSettingsSchema,
  /** Only in the owner's read: the back offices that may frame the editor. */
  backOfficeOrigins: z.array(z.string()).optional(),
});

const taxSchema = shopSchema.shape.tax;

const localeIdentifier = z.string().max(10);

/** What an owner changes in the editor's shop settings; every field is optional, absent ones stay. */
const shopChangesSchema = z.object({
  userSettings: shopUserSettingsSchema.optional(),
  /** The default locale: one of the shop's, and visible. */
  locale: localeIdentifier.optional(),
  title: z.string().trim().min(1).max(SHOP_SETTING_TEXT_MAX).optional(),
  email: z.email().max(320).optional(),
  /** The shop's public address: an origin, no path; https only in production. */
  baseUrl: shopAddressSchema.optional(),
  /** The back offices that may frame the editor and send it window messages; the list replaces the stored one. */
  backOfficeOrigins: backOfficeOriginsSchema.optional(),
  /** An image of the shop's own uploads, or null for the app's icon. */
  faviconUrl: faviconUrlSchema.nullable().optional(),
  /** Only beyond shops show shoppers the closed page (spec section 2). */
  isClosed: z.boolean().optional(),
  /** Which of the shop's locales shoppers see; the ones not listed keep theirs, the default is always visible. */
  locales: z.array(z.object({ identifier: localeIdentifier, isVisible: z.boolean() })).max(50)
    .refine((locales) => new Set(locales.map((l) => l.identifier)).size === locales.length, 'Each locale at most once')
    .optional(),
});

export type ShopChanges = z.infer<typeof shopChangesSchema>;

const updateShopBody = shopChangesSchema.extend({
  /**
   * Vitrine's own: the changes wait in the site draft until "Publish site changes" (POST /site/publish)
   * and the answer is the shop as the editor shows it. The editor sends it; without it (the spec's
   * clients) they go live at once.
   */
  draft: z.boolean().optional(),
});

export const shopEndpoints = {
  getShop: defineEndpoint({
    method: 'GET', path: '/shop', tag: 'Shop', auth: 'public', openWhenClosed: true, versioned: true,
    summary: 'The shop: title, languages, currency, tax, theme style and shopper-facing settings; the owner\'s read with draft=true shows the waiting site changes.',
    query: siteDraftQuerySchema, response: shopSchema,
  }),
  updateShop: defineEndpoint({
    method: 'PATCH', path: '/shop', tag: 'Shop', auth: 'owner', errors: [401, 403, 422], versioned: true,
    summary: "Changes the shop's user settings (by section), title, email, public address, back-office origins, favicon, closed state, default locale and visible locales.",
    body: updateShopBody,
    response: shopSchema,
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
    response: shopSchema.shape.scriptTags,
  }),
};

export type ShopPayload = z.infer<typeof shopSchema>;
