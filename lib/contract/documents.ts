import { z } from 'zod';
import { blockSchema, PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';
import { contentJsonProblem, pageTextSettingsSchema, storableContentSchema } from './content';
import { storableText } from './catalog';
import { commonQuerySchema } from './common';
import { defineEndpoint } from './endpoint';
import { CHECK_RULES } from '@/lib/content/checks/types';
import { MAX_SEARCH_LENGTH } from './limits';

/**
 * The editor's calls on content documents (docs/api/content.md): one document per info or legal page
 * and per category, addressed by kind and id so that renaming a page's slug does not move its draft.
 * Every write names the version it is based on; a stale one is refused with 409 StaleVersion and the
 * current version. Only publish (and the scheduler) changes what shoppers see.
 */
const documentParams = z.object({ kind: z.enum(['page', 'category', 'section']), id: z.uuid() });
const revisionParams = documentParams.extend({ number: z.coerce.number().int().min(1).max(1_000_000) });
const baseVersion = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** DELETE carries no body: its base version comes as a query parameter. */
const baseVersionQuery = z.object({ baseVersion: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

const blocksSchema = z.array(blockSchema);
/**
 * Other locales' texts of blocks a draft save adds, pasted from another page (the editor's clipboard):
 * block id -> locale -> field path -> text. Kept for blocks new to the document, in the shop's locales
 * and the fields its type holds texts in; ignored for blocks it already has, whose texts stay.
 */
export const pastedTextsSchema = z.preprocess((value, ctx) => {
  const problem = contentJsonProblem(value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
  return value;
}, z.record(
  z.string().min(1).max(64),
  z.record(z.string().min(2).max(20), z.record(z.string().min(1).max(200), z.unknown())),
).refine((texts) => Object.keys(texts).length <= PAGE_CONTENT_LIMITS.blocks, { message: `At most ${PAGE_CONTENT_LIMITS.blocks} blocks` }));
/** Texts of the request locale that are not its own yet: a block's id and a text field's path (`images.2.alt`). */
const missingTextsSchema = z.array(z.object({ blockId: z.string().min(1).max(64), path: z.string().min(1).max(200) })).max(PAGE_CONTENT_LIMITS.blocks * 50);
/** A planned publish (issue 30): one per document and language at most. */
const scheduleSchema = z.object({
  /** What DELETE …/schedule names to cancel this one alone. */
  id: z.uuid(),
  /** The one language it publishes; null for every language. */
  locale: z.string().nullable(),
  publishAt: z.iso.datetime(),
});
/** One language of the shop to publish alone (its texts only; issue 30); without it every language. 400 unless the shop has it. */
const publishLocale = z.string().min(2).max(20).optional();
const documentStateSchema = z.object({
  /** Null until something was ever written. */
  documentId: z.uuid().nullable(),
  /** What the next write names as its baseVersion. */
  version: z.number().int(),
  /** Blocks, or a page's settings, wait for a publish. */
  hasDraft: z.boolean(),
  /** A page's storefront route in the request locale as shoppers find it now (a publish may change its slug); null for a category. */
  route: z.string().nullable(),
  /** The draft in the request locale, or the published content when there is no draft. */
  draft: blocksSchema,
  published: blocksSchema,
  draftSavedAt: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  /** When the scheduler publishes the draft in every language, or null. */
  publishAt: z.iso.datetime().nullable(),
  /** Every planned publish, the soonest first: of every language (`locale` null) or of one. */
  schedules: z.array(scheduleSchema),
  /** Texts the request locale lacks: the storefront shows the default locale's there. */
  missingTexts: missingTextsSchema,
});
const savedDraftSchema = z.object({ documentId: z.uuid(), version: z.number().int(), draftSavedAt: z.iso.datetime() });
/** How many blocks a publish added, changed and removed, and whether it reordered the blocks it kept. */
const blockChangesSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  moved: z.boolean(),
});
/** What a publish changed: in English words, and as counts for clients to word in their own language. */
const revisionChange = {
  /** "2 added, 1 changed, blocks moved, page settings changed", or "No block changed". */
  summary: z.string(),
  /** Null for revisions published before the counts were kept. */
  changes: blockChangesSchema.nullable(),
  /** A page's settings this publish made live, per locale (only the fields it changed); null when none. */
  settings: z.record(z.string(), pageTextSettingsSchema).nullable(),
  /** The one language this publish made live; null for every language. */
  locale: z.string().nullable(),
};
const revisionSummarySchema = z.object({
  number: z.number().int(),
  ...revisionChange,
  publishedAt: z.iso.datetime(),
  /** Id of the owner who published, null for clients without one. */
  publishedBy: z.string().nullable(),
  /** That owner's email, to show; null for clients without one and once the owner is deleted. */
  publishedByEmail: z.string().nullable(),
});

/** One entry of the editor's page picker. */
const editableDocumentSchema = z.object({
  kind: z.enum(['page', 'category']),
  id: z.uuid(),
  /** An info page, a legal page, or a category's page. */
  type: z.enum(['page', 'legal', 'category']),
  title: z.string(),
  /** The storefront route in the request locale; the editor opens it under /editor. */
  route: z.string(),
  /** Blocks or settings wait for a publish. */
  hasDraft: z.boolean(),
  /** False for a page made in the editor before its first publish. */
  isPublished: z.boolean(),
  isVisible: z.boolean(),
});

/** One thing a publish would hand shoppers that hurts them (lib/content/checks). */
const checkFindingSchema = z.object({
  rule: z.enum(CHECK_RULES),
  severity: z.enum(['error', 'warning']),
  /** The block to show; null for the page as a whole. */
  blockId: z.string().nullable(),
  /** A key of the editor's texts (EditorWorkbench); `values` fill its placeholders. */
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
const hex = z.string();
/** What the server looked up for the rules, so that a client can run them on an unsaved draft. */
const checkLookupsSchema = z.object({
  palette: z.object({ text: hex, muted: hex, primary: hex, accent: hex, surface: hex, onPrimary: hex }),
  links: z.record(z.string(), z.enum(['ok', 'missing', 'hidden'])),
  imageBytes: z.record(z.string(), z.number()),
  missingTexts: z.array(z.object({ locale: z.string(), blockId: z.string(), path: z.string() })),
  isHome: z.boolean(),
});
const documentChecksSchema = z.object({ findings: z.array(checkFindingSchema), lookups: checkLookupsSchema });

/** A text one language lacks (lib/content/missing-translations.ts). */
const missingTranslationSchema = z.object({
  blockId: z.string(),
  /** The text field's path in the block (`content`, `images.2.alt`). */
  path: z.string(),
  /** The default language's text shoppers read in its place: tags removed, at most 100 characters. */
  text: z.string(),
  /** The block (or a layout around it) is hidden on every device. */
  hidden: z.boolean(),
});
/** A document with texts missing in at least one language. */
const documentGapsSchema = z.object({
  kind: z.enum(['page', 'category', 'section']),
  id: z.uuid(),
  type: z.enum(['page', 'legal', 'category', 'section']),
  /** In the request locale (the default language's when it has none); a section's name. */
  title: z.string(),
  languages: z.array(z.object({
    locale: z.string(),
    /** The storefront route in that language (the editor opens it under /editor/{locale}); null for a section (`?section={id}` on any page). */
    route: z.string().nullable(),
    texts: z.array(missingTranslationSchema),
  })),
});

/** The editor's tab, chosen by it (a random UUID): one owner may have a page open in two tabs. */
const editorId = z.uuid();
/** Another editor of the page, as the top bar shows it. */
const presentEditorSchema = z.object({
  editorId: z.string(),
  /** The owner's email: owners have no other name. */
  email: z.string(),
  /** When this editor opened the page (or came back to it). */
  since: z.iso.datetime(),
});
const presenceSchema = z.object({ editors: z.array(presentEditorSchema) });
/** An editor's unsaved blocks kept when another owner took the page over. */
const draftCopySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  locale: z.string(),
  blocks: blocksSchema,
  /** Whose edits they are; null once that owner is deleted. */
  ownerEmail: z.string().nullable(),
  /** Who took the page over; null when the copy was kept without a takeover. */
  takenOverByEmail: z.string().nullable(),
});

export const documentEndpoints = {
  listDocuments: defineEndpoint({
    method: 'GET', path: '/documents', tag: 'Documents', auth: 'owner', errors: [401, 403],
    summary: 'The pages, legal pages and category pages the editor can open in the request locale, whose title or slug contains `q` (with `route`, only the one at that storefront route; with `id`, only that one), with whether each waits for a publish.',
    query: commonQuerySchema.extend({
      q: storableText(z.string().trim().max(MAX_SEARCH_LENGTH)).default(''),
      /** At most this many pages and this many categories. */
      limit: z.coerce.number().int().min(1).max(100).default(50),
      /** A storefront route (as each answer's `route`, e.g. `/`, `/l/privacy`, `/c/clothing`): only the document the editor opens there. */
      route: z.string().max(1000).startsWith('/').optional(),
      /** A page's or a category's id: only that document, in the request locale (none when it has no text there). */
      id: z.uuid().optional(),
    }),
    response: z.array(editableDocumentSchema),
  }),
  listMissingTranslations: defineEndpoint({
    method: 'GET', path: '/documents/missing-translations', tag: 'Documents', auth: 'owner', errors: [400, 401, 403],
    summary: "The shop's missing translations: for every page, legal page, category page and section, the texts each language other than the default (hidden ones too) lacks in the draft (the published content when there is none), with the default language's text. `language` keeps one language (400 for one the shop lacks or its default). A page or category without a title in a language is left out for it.",
    query: z.object({ language: z.string().min(2).max(20).optional() }),
    response: z.array(documentGapsSchema),
  }),
  getDocument: defineEndpoint({
    method: 'GET', path: '/documents/{kind}/{id}', tag: 'Documents', auth: 'owner', errors: [401, 403],
    summary: "A page's or category's draft and published blocks in the request locale, its version, schedule and missing texts.",
    params: documentParams, response: documentStateSchema,
  }),
  saveDraft: defineEndpoint({
    method: 'PUT', path: '/documents/{kind}/{id}/draft', tag: 'Documents', auth: 'owner', errors: [401, 403, 409],
    summary: "Saves the request locale's blocks as the draft (layout shared by all locales); shoppers see nothing of it. `texts` gives blocks the save adds (pasted from another page) their other locales' texts. `missing` names the texts the request locale still lacks (the blocks carry the default locale's text there, as the document's state gave it): they stay missing rather than being stored as this locale's.",
    params: documentParams,
    body: z.object({
      baseVersion, content: storableContentSchema, texts: pastedTextsSchema.optional(), missing: missingTextsSchema.optional(),
      /** The editor's tab: its save is refused (409 TakenOver, with `takenOverBy` and `takenOverAt`) once another owner took the page over from it. */
      editorId: editorId.optional(),
    }),
    response: savedDraftSchema,
  }),
  discardDraft: defineEndpoint({
    method: 'DELETE', path: '/documents/{kind}/{id}/draft', tag: 'Documents', auth: 'owner', errors: [401, 403, 409],
    summary: 'Throws the draft (and its schedule) away; shoppers keep the published content.',
    params: documentParams, query: baseVersionQuery, response: documentStateSchema,
  }),
  publishDraft: defineEndpoint({
    method: 'POST', path: '/documents/{kind}/{id}/publish', tag: 'Documents', auth: 'owner', errors: [400, 401, 403, 409, 422],
    summary: "Makes the draft live for shoppers and records it as a revision (422 NoDraft when there is none). With `locale`, only that language's texts go live, on the live layout: the draft's layout changes, new blocks and other languages wait for a publish without it (422 NotPublishedYet for a page, category or section never published).",
    params: documentParams, body: z.object({ baseVersion, locale: publishLocale }), response: documentStateSchema,
  }),
  scheduleDraft: defineEndpoint({
    method: 'PUT', path: '/documents/{kind}/{id}/schedule', tag: 'Documents', auth: 'owner', errors: [400, 401, 403, 409, 422],
    summary: "Publishes the draft at a future time, once, on whichever instance comes first (422 NoDraft when there is none): in every language, or with `locale` in that one, replacing that language's earlier plan.",
    params: documentParams, body: z.object({ baseVersion, publishAt: z.iso.datetime({ offset: true }), locale: publishLocale }), response: documentStateSchema,
  }),
  cancelSchedule: defineEndpoint({
    method: 'DELETE', path: '/documents/{kind}/{id}/schedule', tag: 'Documents', auth: 'owner', errors: [401, 403, 404, 409],
    summary: 'Cancels the planned publish `scheduleId` (404 when the document has none such), or without it every one; the draft stays.',
    params: documentParams, query: baseVersionQuery.extend({ scheduleId: z.uuid().optional() }), response: documentStateSchema,
  }),
  checkDocument: defineEndpoint({
    method: 'GET', path: '/documents/{kind}/{id}/checks', tag: 'Documents', auth: 'owner', errors: [401, 403, 404],
    summary: "The pre-publish checks of the draft (the published content when there is none) in the request locale: images without alternative text, colours below WCAG AA with the active theme, headings, empty or broken internal links, frames without a title, the page's weight and texts missing in a published language.",
    params: documentParams, response: documentChecksSchema,
  }),
  listRevisions: defineEndpoint({
    method: 'GET', path: '/documents/{kind}/{id}/revisions', tag: 'Documents', auth: 'owner', errors: [401, 403],
    summary: 'Every publish of the document, newest first: number, time, who, and what it changed (in English words and as counts).',
    params: documentParams, response: z.array(revisionSummarySchema),
  }),
  getRevision: defineEndpoint({
    method: 'GET', path: '/documents/{kind}/{id}/revisions/{number}', tag: 'Documents', auth: 'owner', errors: [401, 403],
    summary: "One earlier publish's blocks in the request locale, and what it changed.",
    params: revisionParams, response: z.object({ number: z.number().int(), ...revisionChange, blocks: blocksSchema }),
  }),
  restoreRevision: defineEndpoint({
    method: 'POST', path: '/documents/{kind}/{id}/revisions/{number}/restore', tag: 'Documents', auth: 'owner', errors: [401, 403, 409],
    summary: 'Makes an earlier publish the draft again, to be checked and published like any draft.',
    params: revisionParams, body: z.object({ baseVersion }), response: documentStateSchema,
  }),
  beatPresence: defineEndpoint({
    method: 'PUT', path: '/documents/{kind}/{id}/presence', tag: 'Documents', auth: 'owner', errors: [400, 401, 403, 404, 409],
    summary: "An editor's heartbeat (every 10 s while the page is open; it counts for 30 s): answers the other editors of the page and since when. 409 TakenOver (`takenOverBy`, `takenOverAt`) once another owner took the page over from this editor.",
    params: documentParams, body: z.object({ editorId }), response: presenceSchema,
  }),
  leavePresence: defineEndpoint({
    method: 'DELETE', path: '/documents/{kind}/{id}/presence', tag: 'Documents', auth: 'owner', successStatus: 204, errors: [400, 401, 403],
    summary: 'The editor closed the page: it no longer counts as editing it.',
    params: documentParams, query: z.object({ editorId }),
  }),
  takeOver: defineEndpoint({
    method: 'POST', path: '/documents/{kind}/{id}/presence/takeover', tag: 'Documents', auth: 'owner', errors: [400, 401, 403, 404],
    summary: "Takes the page over from its other editors: their next heartbeat and draft save answer 409 TakenOver, and they keep their unsaved blocks as a draft copy. Answers the document's version, to load what they saved.",
    params: documentParams, body: z.object({ editorId }), response: z.object({ version: z.number().int() }),
  }),
  listDraftCopies: defineEndpoint({
    method: 'GET', path: '/documents/{kind}/{id}/copies', tag: 'Documents', auth: 'owner', errors: [401, 403, 404],
    summary: "The page's draft copies in the request locale, newest first: an editor's unsaved blocks kept when another owner took the page over.",
    params: documentParams, response: z.array(draftCopySchema),
  }),
  keepDraftCopy: defineEndpoint({
    method: 'POST', path: '/documents/{kind}/{id}/copies', tag: 'Documents', auth: 'owner', successStatus: 201, errors: [400, 401, 403, 404],
    summary: "Keeps the editor's unsaved blocks in the request locale as a draft copy of the page (the newest 20 are kept).",
    params: documentParams, body: z.object({ editorId, content: storableContentSchema }),
    response: z.object({ id: z.uuid(), createdAt: z.iso.datetime() }),
  }),
};

export type EditableDocumentPayload = z.infer<typeof editableDocumentSchema>;
export type DocumentStatePayload = z.infer<typeof documentStateSchema>;
export type DocumentGapsPayload = z.infer<typeof documentGapsSchema>;
export type DocumentChecksPayload = z.infer<typeof documentChecksSchema>;
export type RevisionSummaryPayload = z.infer<typeof revisionSummarySchema>;
export type PresentEditorPayload = z.infer<typeof presentEditorSchema>;
export type DraftCopyPayload = z.infer<typeof draftCopySchema>;
