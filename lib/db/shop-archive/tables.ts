import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../schema';

/**
 * Which tables a shop's archive holds, decided once per table in one of these sets, so that a new table
 * must be placed (the unit test fails until it is): the shop's own data (catalogue, content, settings, owners, search, markets),
 * its customers' data (only when asked), what never leaves a deployment (sessions, tokens, unsent mail),
 * what the database derives itself (its triggers fill these as the rows they come from are written), and
 * the deployment's own tables, shared by all shops.
 */
export const SHOP_TABLES = new Set([
  'shops', 'shop_locales', 'shop_countries', 'shop_owners', 'legacy_content', 'media',
  'categories', 'category_translations', 'category_slug_redirects', 'products', 'product_translations', 'product_categories',
  'product_images', 'bulk_prices', 'cross_sellings', 'variation_attributes', 'variation_attribute_values', 'product_variation_values',
  'pages', 'page_translations', 'page_slug_redirects', 'navigation_items', 'sections', 'content_documents', 'content_revisions', 'document_draft_copies',
  'document_schedules',
  'site_drafts', 'site_revisions', 'resource_versions', 'theme_styles', 'script_tags', 'coupon_campaigns', 'coupons',
  'shipping_methods', 'payment_methods', 'search_synonyms', 'search_pins', 'search_counts', 'daily_counts',
  'markets', 'market_prices', 'market_shipping_rates', 'coupon_campaign_amounts', 'tax_rates',
]);
export const CUSTOMER_TABLES = new Set([
  'customers', 'carts', 'cart_line_items', 'orders', 'order_line_items', 'wishlist_items', 'product_reviews', 'product_ratings',
  'review_votes', 'newsletter_subscriptions', 'contact_messages', 'stock_alerts', 'cart_reminder_opt_outs', 'ucp_checkout_sessions', 'ucp_carts',
]);
export const NEVER_TABLES = new Set(['owner_sessions', 'document_presence', 'customer_sessions', 'password_reset_tokens', 'mail_outbox', 'ucp_idempotency_keys']);
export const DERIVED_TABLES = new Set(['search_words', 'search_lexemes', 'product_listings', 'category_listings', 'listing_counts', 'search_versions']);
export const DEPLOYMENT_TABLES = new Set(['app_secrets', 'cache_generation', 'countries', 'themes']);

export interface ArchiveTable {
  name: string;
  /** Columns written on import: generated ones are left to the database. */
  columns: string[];
  /** How the table's rows belong to the shop: its `shop_id`, the shop itself, or a parent row's (`column` -> `parent`). */
  scope: { kind: 'shop' } | { kind: 'shopId' } | { kind: 'parent'; column: string; parent: string };
  /** A column naming another row of the same table, which must be written first. */
  selfReference: string | null;
  customers: boolean;
}

interface TableInfo {
  name: string;
  columns: PgColumn[];
  references: { columns: string[]; table: string }[];
}

const TABLES: TableInfo[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => {
    const config = getTableConfig(table);
    return {
      name: config.name,
      columns: config.columns,
      references: config.foreignKeys.map((key) => {
        const reference = key.reference();
        return { columns: reference.columns.map((column) => column.name), table: getTableConfig(reference.foreignTable).name };
      }),
    };
  });

/** Every table of the schema by name: what the unit test checks is placed. */
export const SCHEMA_TABLES = TABLES.map((table) => table.name);

function scopeOf(table: TableInfo): ArchiveTable['scope'] | null {
  if (table.name === 'shops') return { kind: 'shop' };
  if (table.columns.some((column) => column.name === 'shop_id')) return { kind: 'shopId' };
  const parent = table.references.find((reference) => reference.table !== table.name && reference.columns.length === 1);
  return parent ? { kind: 'parent', column: parent.columns[0]!, parent: parent.table } : null;
}

/**
 * The tables of a shop's archive in an order that writes every row after the rows it names (parents
 * first). `shops.active_theme_style_id` names a row written later: the import sets it last.
 */
export function archiveTables(withCustomers: boolean): ArchiveTable[] {
  const chosen = TABLES.filter((table) => SHOP_TABLES.has(table.name) || (withCustomers && CUSTOMER_TABLES.has(table.name)));
  const names = new Set(chosen.map((table) => table.name));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < chosen.length) {
    const next = chosen.find((table) => !placed.has(table.name) && table.references.every((reference) =>
      reference.table === table.name || !names.has(reference.table) || placed.has(reference.table)
      || (table.name === 'shops' && reference.table === 'theme_styles')));
    if (!next) throw new Error(`the archive's tables reference each other in a circle: ${chosen.filter((t) => !placed.has(t.name)).map((t) => t.name).join(', ')}`);
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered.map((table) => {
    const scope = scopeOf(table);
    if (!scope) throw new Error(`the table ${table.name} belongs to no shop: place it in DEPLOYMENT_TABLES`);
    const self = table.references.find((reference) => reference.table === table.name);
    return {
      name: table.name,
      columns: table.columns.filter((column) => !column.generated).map((column) => column.name),
      scope,
      selfReference: self?.columns[0] ?? null,
      customers: CUSTOMER_TABLES.has(table.name),
    };
  });
}
