import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { SHOP_TYPES } from '@/lib/schemas/shop-type';
import { DEFAULT_SHOP_SEGMENTS } from '@/lib/routing/default-shop-routes.mjs';
import { id, timestamps } from './columns';
import { themeStyles } from './themes';

/** The shop's type (lib/schemas/shop-type.ts), named `variant` as the spec names the beyond one. */
export const shopVariant = pgEnum('shop_variant', SHOP_TYPES);

export const shops = pgTable('shops', {
  id: id(),
  slug: text('slug').notNull().unique(),
  variant: shopVariant('variant').notNull().default('hosted'),
  title: text('title').notNull(),
  email: text('email').notNull(),
  defaultLocale: text('default_locale').notNull(),
  currency: text('currency').notNull().default('EUR'),
  isClosed: boolean('is_closed').notNull().default(false),
  /** The browser tab's icon: an image of the shop's own uploads (lib/schemas/shop-settings.ts); null keeps the app's. */
  faviconUrl: text('favicon_url'),
  /**
   * The shop's public address, an origin: every absolute link (canonical, sitemap, mails) is built on it; never
   * derived from a request's Host header. Seeded from PUBLIC_URL, then the owner's (Shop settings, PATCH /shop).
   */
  baseUrl: text('base_url').notNull(),
  resellerName: text('reseller_name').notNull().default(''),
  /** Tax rate in basis points (1900 = 19 %); prices are gross, tax is the included share. */
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(1900),
  /** The country the shop is registered in for VAT: sales to a business elsewhere in the EU are reverse-charged. */
  countryCode: text('country_code').notNull().default('DE'),
  userSettings: jsonb('user_settings').$type<ShopUserSettings>().notNull().default(sql`'{}'::jsonb`),
  activeThemeStyleId: uuid('active_theme_style_id').references((): AnyPgColumn => themeStyles.id, { onDelete: 'set null' }),
  /**
   * Origins of the back offices that may frame this shop's editor and talk to it by window messages
   * (`https://backoffice.example.com`); none by default, set by the owner in Shop settings. Shops read them through isBackOfficeOrigin
   * (lib/security/policy.mjs), which drops anything else.
   */
  backOfficeOrigins: text('back_office_origins').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps(),
}, (t) => [
  check('shops_tax_rate_range', sql`${t.taxRateBasisPoints} between 0 and 10000`),
  check('shops_slug_format', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,62}$'`),
  // The default shop's public routes take these first segments (lib/routing/default-shop-routes.mjs).
  check('shops_slug_not_a_route', sql`${t.slug} not in (${sql.raw(DEFAULT_SHOP_SEGMENTS.map((segment) => `'${segment}'`).join(', '))})`),
]);

/** The content languages of a shop; invisible ones are editable but not offered to shoppers. */
export const shopLocales = pgTable('shop_locales', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.locale] })]);

export const scriptTags = pgTable('script_tags', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  url: text('url').notNull(),
  ...timestamps(),
}, (t) => [index('script_tags_shop_idx').on(t.shopId)]);

/** People who may use the editor of one shop. */
export const shopOwners = pgTable('shop_owners', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps(),
}, (t) => [unique('shop_owners_shop_email_key').on(t.shopId, t.email)]);

/**
 * Secrets the application generates for itself when the environment gives none (AUTH_SECRET):
 * stored in the database so that every instance signs and checks tokens with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
