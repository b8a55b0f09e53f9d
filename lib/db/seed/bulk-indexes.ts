import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { queryRows } from '../rows';

/** The catalogue's tables the seed fills a thousand rows at a time. */
export const CATALOGUE_TABLES = [
  'products', 'product_translations', 'product_images', 'product_categories', 'variation_attributes',
  'variation_attribute_values', 'product_variation_values', 'bulk_prices', 'cross_sellings',
] as const;

/** The read model's tables the listing refresh fills in one statement (product_listings' triggers fill category_listings). */
export const READ_MODEL_TABLES = ['product_listings', 'category_listings'] as const;

export interface IndexDefinition { name: string; definition: string }

/**
 * Drops the tables' indexes that only speed up reads (not unique, backing no constraint) and returns
 * their definitions for `buildIndexes`. A bulk load then writes the rows alone, and each index is built
 * once from them, sorted, instead of growing a row at a time into random pages (the two GIN indexes of
 * product_translations and the read model's five GIN and eleven sorted ones dominated a large seed).
 * The unique ones stay: they check what the load writes, and ON CONFLICT needs them.
 */
export async function dropReadIndexes(db: Executor, tables: readonly string[]): Promise<IndexDefinition[]> {
  const indexes = await queryRows<IndexDefinition>(db, sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i inner join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${sql.join(tables.map((table) => sql`${table}`), sql`, `)})
      and not i.indisunique and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  return indexes;
}

/** Builds the indexes `dropReadIndexes` dropped, with the memory a sort of millions of rows wants. */
export async function buildIndexes(db: Executor, indexes: readonly IndexDefinition[]): Promise<void> {
  if (indexes.length === 0) return;
  await db.execute(sql`select set_config('maintenance_work_mem', '256MB', true)`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
