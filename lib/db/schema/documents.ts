import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { BlockChanges } from '@/lib/content/block-changes';
import type { PageSettingsDraft } from '@/lib/content/page-settings-draft';
import type { StoredContent } from '@/lib/content/stored-content';
import type { Block } from '@/lib/schemas/page-content';
import { categories } from './catalog';
import { pages } from './content';
import { sections } from './sections';
import { id, timestamps } from './columns';
import { shopOwners, shops } from './shops';

/**
 * The editable content of one page, category or reusable section, shared by all locales of the shop (block texts are
 * per locale inside it). Shoppers see `published`; the owner edits `draft`, which is null when there
 * are no unpublished changes. Every write names the `version` it was based on and increments it, so
 * a write based on a stale version is refused instead of overwriting another owner's work.
 */
export const contentDocuments = pgTable('content_documents', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
  categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  /** A reusable section's blocks (issue 30); exactly one of page, category and section is set. */
  sectionId: uuid('section_id').references(() => sections.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  published: jsonb('published').$type<StoredContent>().notNull(),
  draft: jsonb('draft').$type<StoredContent>(),
  /** A page's settings changes (title, slug, title tag, meta description) that go live with its next publish. */
  settingsDraft: jsonb('settings_draft').$type<PageSettingsDraft>(),
  draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
  draftSavedBy: uuid('draft_saved_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedBy: uuid('published_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  /**
   * Replaced by `document_schedules` (migration 0033 moved its rows there): the previous release still
   * writes it while both serve, so the scheduler still publishes what it names; dropped by a later contract.
   */
  publishAt: timestamp('publish_at', { withTimezone: true }),
  scheduledBy: uuid('scheduled_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  ...timestamps(),
}, (t) => [
  unique('content_documents_page_key').on(t.pageId),
  unique('content_documents_category_key').on(t.categoryId),
  unique('content_documents_section_key').on(t.sectionId),
  check('content_documents_one_target', sql`num_nonnulls(${t.pageId}, ${t.categoryId}, ${t.sectionId}) = 1`),
  check('content_documents_version_positive', sql`${t.version} > 0`),
  index('content_documents_due_idx').on(t.publishAt).where(sql`${t.publishAt} is not null`),
  index('content_documents_shop_idx').on(t.shopId),
]);

/** How many blocks a publish added, changed and removed, and whether it reordered the blocks it kept. */
export type { BlockChanges };

/**
 * Every publish of a document, newest number last: what was published, by whom, when, and what it
 * changed: in English words (`summary`, for API clients) and as counts (`changes`, which the editor
 * words in the owner's language; null for revisions recorded before the counts were kept).
 */
export const contentRevisions = pgTable('content_revisions', {
  id: id(),
  documentId: uuid('document_id').notNull().references(() => contentDocuments.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  content: jsonb('content').$type<StoredContent>().notNull(),
  summary: text('summary').notNull(),
  changes: jsonb('changes').$type<BlockChanges>(),
  /** The one language this publish made live (its texts only, issue 30); null for a publish of every language. */
  locale: text('locale'),
  /** The page settings this publish made live, per locale; null when it changed none. */
  settings: jsonb('settings').$type<PageSettingsDraft>(),
  publishedBy: uuid('published_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('content_revisions_number_key').on(t.documentId, t.number)]);

/**
 * Planned publishes (issue 30): of a document's draft in every language (`locale` null) or in one, at a
 * time; one per document and language, a new time replacing the old. The scheduler claims each due row
 * with FOR UPDATE SKIP LOCKED (with its document), so several instances publish it once.
 */
export const documentSchedules = pgTable('document_schedules', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  documentId: uuid('document_id').notNull().references(() => contentDocuments.id, { onDelete: 'cascade' }),
  locale: text('locale'),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
  scheduledBy: uuid('scheduled_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('document_schedules_locale_key').on(t.documentId, t.locale).nullsNotDistinct(),
  index('document_schedules_due_idx').on(t.publishAt),
]);

/**
 * Per-locale content as it was stored before documents existed (page and category translations each
 * held their own copy). Filled once by migration 0002 and emptied by the data migration that merges
 * each target's locales into one document (lib/db/data-migrations); empty in a current database.
 */
export const legacyContent = pgTable('legacy_content', {
  shopId: uuid('shop_id').notNull(),
  pageId: uuid('page_id'),
  categoryId: uuid('category_id'),
  locale: text('locale').notNull(),
  content: jsonb('content').notNull(),
});

/**
 * Signed-in owners, one row per sign-in: the editor's cookie and bearer tokens name a row, so that
 * signing out or changing the password ends a session on every instance at once.
 */
export const ownerSessions = pgTable('owner_sessions', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id').notNull().references(() => shopOwners.id, { onDelete: 'cascade' }),
  /** SHA-256 of the session secret the cookie carries; the secret itself is never stored. */
  secretHash: text('secret_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  ...timestamps(),
}, (t) => [index('owner_sessions_owner_idx').on(t.ownerId)]);

/**
 * Who has a page's or category's blocks open in the editor (issue 30, presence): one row per editor
 * (a browser tab, `editor_id` chosen by it) and document, kept by its heartbeats (`seen_at`) and gone
 * once it closes or stops beating (lib/server/content/documents/presence.ts). Another owner's
 * "Take over" marks the row (`taken_over_by`), which the editor's next heartbeat or save is told.
 * Keyed by the target, not the document row, which a first open must not create.
 */
export const documentPresence = pgTable('document_presence', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  targetKind: text('target_kind').$type<'page' | 'category' | 'section'>().notNull(),
  targetId: uuid('target_id').notNull(),
  editorId: text('editor_id').notNull(),
  ownerId: uuid('owner_id').notNull().references(() => shopOwners.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  takenOverBy: uuid('taken_over_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  takenOverAt: timestamp('taken_over_at', { withTimezone: true }),
}, (t) => [
  unique('document_presence_editor_key').on(t.shopId, t.targetKind, t.targetId, t.editorId),
  index('document_presence_seen_idx').on(t.seenAt),
]);

/**
 * An editor's unsaved blocks kept when another owner took the page over (issue 30): the blocks in the
 * locale they were edited in, whose edits they are, and who took over. The Revisions module compares
 * and restores them as it does revisions.
 */
export const documentDraftCopies = pgTable('document_draft_copies', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  targetKind: text('target_kind').$type<'page' | 'category' | 'section'>().notNull(),
  targetId: uuid('target_id').notNull(),
  locale: text('locale').notNull(),
  blocks: jsonb('blocks').$type<Block[]>().notNull(),
  ownerId: uuid('owner_id').references(() => shopOwners.id, { onDelete: 'set null' }),
  takenOverBy: uuid('taken_over_by').references(() => shopOwners.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('document_draft_copies_target_idx').on(t.shopId, t.targetKind, t.targetId)]);
