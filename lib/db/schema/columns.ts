import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A text per shop locale, e.g. `{ en: 'Standard', de: 'Standard' }`, for short labels that need no own table. */
export type LocalizedText = Record<string, string>;

/** Primary key used by every entity that appears in URLs or the API: unguessable, stable across shops. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Creation and update stamps; `updated_at` is set by services on write. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes (uploaded media), so that instances stay stateless and need no shared disk. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A precomputed full-text document; searched through a GIN index instead of recomputing per query. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
