import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { shops } from './shops';

/**
 * A reusable section of a shop (issue 30): blocks saved once under a name and placed on any page by a
 * reference block (`section`), so that one edit changes every page using it. Its blocks are a content
 * document like a page's (`content_documents.section_id`): draft, publish, revisions and versions alike.
 */
export const sections = pgTable('sections', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ...timestamps(),
}, (t) => [index('sections_shop_idx').on(t.shopId)]);
