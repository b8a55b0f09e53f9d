import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The version of each owner-editable resource of a shop that is not a content document (those keep
 * theirs in `content_documents.version`): `shop-settings`, `navigation`. Each write of the resource
 * counts it up in its transaction; the API hands it out as an ETag and takes it back in If-Match, so two
 * tabs or two owners never overwrite each other silently (lib/server/versions). No row is version 0.
 */
export const resourceVersions = pgTable('resource_versions', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  resource: text('resource').notNull(),
  version: integer('version').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.resource] })]);
