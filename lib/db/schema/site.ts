import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SiteChange } from '@/lib/content/site-draft';
import { id } from './columns';
import { shopOwners, shops } from './shops';

/**
 * A shop's site-wide changes waiting for "Publish site changes", one row per resource (`shop-settings`,
 * `navigation`, `theme-settings:<style id>`, `active-theme-style`, the names of `resource_versions`):
 * what the owner changed, as `SiteDrafts` (lib/content/site-draft.ts) keeps each.
 */
export const siteDrafts = pgTable('site_drafts', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  resource: text('resource').notNull(),
  value: jsonb('value').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  savedBy: uuid('saved_by').references(() => shopOwners.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.shopId, t.resource] })]);

/** Every "Publish site changes": what it made live (the list the owner confirmed, and the values), by whom, when. */
export const siteRevisions = pgTable('site_revisions', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  changes: jsonb('changes').$type<SiteChange[]>().notNull(),
  values: jsonb('values').notNull(),
  publishedBy: uuid('published_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('site_revisions_shop_idx').on(t.shopId, t.publishedAt)]);
