import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LEGAL_PAGE_SLUGS } from '@/lib/schemas/legal';
import { bytea, id, timestamps } from './columns';
import { categories } from './catalog';
import { shops } from './shops';

export const pageType = pgEnum('page_type', ['blank', 'legal']);
export const legalPageSlug = pgEnum('legal_page_slug', LEGAL_PAGE_SLUGS);
export const navigationMenu = pgEnum('navigation_menu', ['main', 'footer']);

/** Info (blank) and legal pages; category content lives on the category itself. */
export const pages = pgTable('pages', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  type: pageType('type').notNull(),
  /** Set exactly for legal pages: the fixed slug of spec section 9, the same in every locale. */
  legalSlug: legalPageSlug('legal_slug'),
  isVisible: boolean('is_visible').notNull().default(true),
  /**
   * When the page first went live. Null while a page made in the editor awaits its first Publish: no
   * shopper sees it and no menu lists it until then. Pages made through the spec's calls are live at once.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  ...timestamps(),
}, (t) => [
  unique('pages_shop_legal_slug_key').on(t.shopId, t.legalSlug),
  check('pages_legal_slug_iff_legal', sql`(${t.type} = 'legal') = (${t.legalSlug} is not null)`),
  index('pages_shop_idx').on(t.shopId),
]);

export const pageTranslations = pgTable('page_translations', {
  pageId: uuid('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  titleTag: text('title_tag'),
  metaDescription: text('meta_description'),
}, (t) => [
  primaryKey({ columns: [t.pageId, t.locale] }),
  unique('page_translations_slug_key').on(t.shopId, t.locale, t.slug),
]);

/**
 * Slugs a page had in a locale before they changed: old links answer with a permanent redirect to the
 * page's current address. Written with the slug change, in its transaction; a page taking a slug drops
 * that slug's row, and deleting the page drops its rows.
 */
export const pageSlugRedirects = pgTable('page_slug_redirects', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  oldSlug: text('old_slug').notNull(),
  pageId: uuid('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.locale, t.oldSlug] }),
  index('page_slug_redirects_page_idx').on(t.pageId),
]);

/**
 * The main and footer menus as ordered trees. An entry points at a category or a page; a page's place
 * in a menu (and its parent) is defined here only, so moving or deleting never leaves two truths.
 */
export const navigationItems = pgTable('navigation_items', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  menu: navigationMenu('menu').notNull(),
  parentId: uuid('parent_id').references((): AnyPgColumn => navigationItems.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
}, (t) => [
  index('navigation_items_shop_menu_idx').on(t.shopId, t.menu, t.parentId, t.position),
  unique('navigation_items_menu_page_key').on(t.shopId, t.menu, t.pageId),
  unique('navigation_items_menu_category_key').on(t.shopId, t.menu, t.categoryId),
  check('navigation_items_one_target', sql`(${t.categoryId} is null) <> (${t.pageId} is null)`),
  check('navigation_items_footer_flat', sql`${t.menu} = 'main' or ${t.parentId} is null`),
]);

/**
 * Uploaded and generated images, where every instance can serve them: their bytes in the database
 * (`data`), or, for uploads while the deployment has a bucket (MEDIA_S3_BUCKET), in that bucket under
 * `object_key`. Exactly one of the two is set.
 */
export const media = pgTable('media', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data'),
  objectKey: text('object_key'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ...timestamps(),
}, (t) => [
  index('media_shop_idx').on(t.shopId),
  check('media_content_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp')`),
  check('media_one_place', sql`(${t.data} is null) <> (${t.objectKey} is null)`),
]);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  ...timestamps(),
}, (t) => [unique('newsletter_subscriptions_shop_email_key').on(t.shopId, t.email)]);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ...timestamps(),
}, (t) => [
  index('contact_messages_shop_idx').on(t.shopId, t.createdAt),
  check('contact_messages_lengths', sql`length(${t.name}) <= 320 and length(${t.email}) <= 320 and length(${t.message}) <= 2000`),
]);

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/** Every email goes here first; a sender delivers it and keeps it for a retry when delivery fails. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The one-click unsubscribe address (RFC 8058) of a mail that has one: sent as List-Unsubscribe with List-Unsubscribe-Post. */
  listUnsubscribe: text('list_unsubscribe'),
  status: mailStatus('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt), index('mail_outbox_shop_idx').on(t.shopId, t.createdAt)]);
