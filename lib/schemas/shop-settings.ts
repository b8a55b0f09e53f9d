import { z } from 'zod';
import {
  CART_REMINDER_DELAY_HOURS_DEFAULT, CART_REMINDER_DELAY_HOURS_MAX, CART_REMINDER_DELAY_HOURS_MIN, MAX_SELLING_POINTS, MAX_SOCIAL_NETWORKS, SHOP_SETTING_HTML_MAX, SHOP_SETTING_TEXT_MAX, SOCIAL_NETWORK_NAME_MAX,
  TAG_MANAGER_ID_PATTERN,
} from '@/lib/contract/limits';
import { linkSchema } from './link';

/** At most this many locales' texts per shop text: a shop has no more locales (PATCH /shop's locales). */
const MAX_TEXT_LOCALES = 50;

/** A shop text's value per shop locale (locale → value). */
const perLocale = <T extends z.ZodType>(value: T) => z.record(z.string().max(10), value)
  .refine((texts) => Object.keys(texts).length <= MAX_TEXT_LOCALES, `At most ${MAX_TEXT_LOCALES} locales`);

/**
 * A header selling point: its text per shop locale. `text` is the single text of points saved before,
 * read as the default locale's (lib/shop-texts.ts); the editor writes `texts` only.
 */
const sellingPointSchema = z.object({
  texts: perLocale(z.string().max(SHOP_SETTING_TEXT_MAX)).optional(),
  text: z.string().max(SHOP_SETTING_TEXT_MAX).optional(),
  active: z.boolean(),
});

const cookieNoticeTextsSchema = {
  title: z.string().max(SHOP_SETTING_TEXT_MAX).optional(),
  gdprMessageHtml: z.string().max(SHOP_SETTING_HTML_MAX).optional(),
};

/**
 * The cookie notice: its title and message per shop locale. `title` and `gdprMessageHtml` at the top
 * are the single texts of notices saved before, read as the default locale's (lib/shop-texts.ts); the
 * editor writes `texts`.
 */
const cookieNoticeSchema = z.object({
  active: z.boolean(),
  texts: perLocale(z.object(cookieNoticeTextsSchema)).optional(),
  ...cookieNoticeTextsSchema,
});

const logoSchema = z.object({ id: z.string().max(64), filename: z.string().max(200), active: z.boolean() });

/** Settings an owner edits in the editor (spec section 3, Shop.userSettings). */
export const shopUserSettingsSchema = z.object({
  cookieNotice: cookieNoticeSchema.optional(),
  trustedShopsBadge: z.object({ snippet: z.string().max(SHOP_SETTING_HTML_MAX) }).optional(),
  socialNetworks: z.array(z.object({ name: z.string().max(SOCIAL_NETWORK_NAME_MAX), url: linkSchema() })).max(MAX_SOCIAL_NETWORKS).optional(),
  headerUsps: z.array(sellingPointSchema).max(MAX_SELLING_POINTS).optional(),
  paymentLogos: z.array(logoSchema).max(50).optional(),
  shippingLogos: z.array(logoSchema).max(50).optional(),
  /** After an add to cart, go on to the cart page instead of showing the notice (spec section 4: optional). */
  addToCart: z.object({ redirectToCart: z.boolean() }).optional(),
  /**
   * One reminder mail about a cart left this many hours without becoming an order, to a signed-in
   * customer or a guest who agreed in checkout (lib/server/cart-reminders). Off unless set.
   */
  cartReminders: z.object({
    enabled: z.boolean(),
    delayHours: z.number().int().min(CART_REMINDER_DELAY_HOURS_MIN).max(CART_REMINDER_DELAY_HOURS_MAX).default(CART_REMINDER_DELAY_HOURS_DEFAULT),
  }).optional(),
  /**
   * The shop's Google Tag Manager container (GTM-XXXXXXX), loaded on shopper pages only after the shopper
   * accepted cookies; the pages' content policy then allows its hosts (TAG_MANAGER_SOURCES). Null: none.
   */
  tagManager: z.object({
    containerId: z.string().regex(TAG_MANAGER_ID_PATTERN, 'A Tag Manager container id looks like GTM-XXXXXXX').nullable(),
  }).optional(),
});

export type ShopUserSettings = z.infer<typeof shopUserSettingsSchema>;

/** Where the shop's own uploads are served: `/media/{id}/{filename}` (lib/server/media/upload-image.ts). */
const MEDIA_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/\\?#\s]+$/i;

/**
 * The stored image a favicon address names: a path of the shop's uploads, relative or https (whose host
 * the shop's service checks). Null for anything else, so a favicon never loads from a stranger's server.
 */
export function faviconMediaId(url: string): string | null {
  if (url.startsWith('/')) return MEDIA_PATH.exec(url)?.[1] ?? null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.search && !parsed.hash ? MEDIA_PATH.exec(parsed.pathname)?.[1] ?? null : null;
  } catch {
    return null;
  }
}

export const FAVICON_MESSAGE = 'The favicon must be an image uploaded to this shop (/media/...)';

/** The shop's favicon: an upload of its own, by path or https address. */
export const faviconUrlSchema = z.string().max(2000).refine((url) => faviconMediaId(url) !== null, FAVICON_MESSAGE);
