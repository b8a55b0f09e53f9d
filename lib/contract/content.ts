import { z } from 'zod';
import { CONTENT_SLUG_MAX_LENGTH, CONTENT_SLUG_PATTERN } from '@/lib/content/slug';
import { emptyPageContent, pageContentSchema } from '@/lib/schemas/page-content';
import { categoryFields } from './catalog';
import { siteDraftQuerySchema } from './common';
import { defineEndpoint } from './endpoint';

/** PostgreSQL stores neither NUL characters nor (in jsonb) lone surrogates: such text is refused with 400. */
export const isStorableText = (value: string) => !value.includes('\u0000') && value.isWellFormed();
export const STORABLE_TEXT_MESSAGE = 'Must be valid Unicode without NUL characters';
/** Deepest JSON nesting page content may have: far beyond what the editor builds, far below a stack overflow. */
export const MAX_CONTENT_JSON_DEPTH = 64;

/** What makes a JSON value unstorable or dangerous to walk recursively, or null; checked without recursion. */
export function contentJsonProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string' && !isStorableText(current)) return 'Text must be valid Unicode without NUL characters';
    if (typeof current !== 'object' || current === null) continue;
    if (depth > MAX_CONTENT_JSON_DEPTH) return `Content is nested more than ${MAX_CONTENT_JSON_DEPTH} levels deep`;
    for (const [key, item] of Object.entries(current)) {
      if (!isStorableText(key)) return 'Keys must be valid Unicode without NUL characters';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Page content as writes accept it: the shared page content schema, after a flat walk that refuses
 * nesting deep enough to overflow the schema's recursive parse and text the database cannot store.
 */
export const storableContentSchema = z.preprocess((value, ctx) => {
  const problem = contentJsonProblem(value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
  return value;
}, pageContentSchema);

const storableText = (max: number) => z.string().trim().max(max).refine(isStorableText, STORABLE_TEXT_MESSAGE);
/** Slugs the editor gives pages and categories (lib/content/slug.ts: the browser checks the same rule). */
export const contentSlugSchema = z.string().max(CONTENT_SLUG_MAX_LENGTH)
  .regex(CONTENT_SLUG_PATTERN, 'Use lower-case letters, digits and hyphens (not at the start or end)');
/** A slug that only has to be looked up: anything else simply finds nothing (404). */
const lookupSlug = z.string().min(1).max(200).refine(isStorableText, STORABLE_TEXT_MESSAGE);
const titleSchema = storableText(200).min(1);
const titleTagSchema = storableText(200).nullable();
const metaDescriptionSchema = storableText(500).nullable();
export const menuSchema = z.enum(['main', 'footer']);
const atLeastOne = (value: object) => Object.values(value).some((v) => v !== undefined);
const NOTHING_TO_CHANGE = { message: 'Send at least one field to change' };

/** A menu entry as the storefront's menus and the editor read it: its own fields and its sub-entries. */
export interface NavigationItemPayload {
  id: string;
  type: 'category' | 'page';
  title: string;
  slug: string;
  /** Route of the entry without language or editor prefix. */
  href: string;
  isVisible: boolean;
  /** False for a page awaiting its first Publish, which only the owner's menus list. */
  isPublished: boolean;
  categoryId: string | null;
  pageId: string | null;
  titleTag: string | null;
  metaDescription: string | null;
  navigation: 'main' | 'footer';
  children: NavigationItemPayload[];
}

/**
 * A menu entry as the API answers it (spec section 3, Navigation item): the entry's fields and what
 * depends on the reader and the page it is read for (lib/server/content/navigation-payload.ts).
 */
export interface NavigationItemAnswer extends Omit<NavigationItemPayload, 'children'> {
  /** The ids of the entries above it, the top-level one first; [] at the top level. */
  parents: string[];
  /** It is the page the request's `path` names. */
  isCurrentPage: boolean;
  /** It is that page or one above it: the breadcrumb of `path` passes through it. */
  isInBreadcrumb: boolean;
  /** Only the owner sees it (hidden, or a page not published yet): shoppers' menus leave it out. */
  isPreview: boolean;
  children: NavigationItemAnswer[];
}

const navigationItemSchema: z.ZodType<NavigationItemAnswer> = z.object({
  id: z.string(),
  type: z.enum(['category', 'page']),
  title: z.string(),
  slug: z.string(),
  href: z.string(),
  isVisible: z.boolean(),
  isPublished: z.boolean(),
  categoryId: z.string().nullable(),
  pageId: z.string().nullable(),
  titleTag: z.string().nullable(),
  metaDescription: z.string().nullable(),
  navigation: menuSchema,
  parents: z.array(z.string()),
  isCurrentPage: z.boolean(),
  isInBreadcrumb: z.boolean(),
  isPreview: z.boolean(),
  get children() {
    return z.array(navigationItemSchema);
  },
});

/**
 * Vitrine's own `path` on menu reads: the storefront route (no language or editor prefix) the menu is
 * shown on, which `isCurrentPage` and `isInBreadcrumb` are worked out against; without it both are false.
 */
const menuQuerySchema = siteDraftQuerySchema.extend({ path: z.string().max(500).optional() });

/**
 * One entry of a navigation update (spec section 5: only slug, categoryId, isVisible and children).
 * The levels are spelled out instead of recursing, so that depth is bounded by the schema itself and
 * a deeply nested body is refused without being walked.
 */
function navigationInput<C extends z.ZodType>(children: C) {
  return z.object({
    slug: lookupSlug.optional(),
    categoryId: z.uuid().optional(),
    isVisible: z.boolean(),
    children,
  }).refine((item) => (item.slug === undefined) !== (item.categoryId === undefined), {
    message: 'Give either slug (a page) or categoryId (a category)',
  });
}
// Elements are not parsed (z.unknown), so anything nested deeper is refused without being walked.
const noChildren = (message: string) => z.array(z.unknown()).max(0, message).default([]).transform((): never[] => []);
const navigationLeaf = navigationInput(noChildren('The main navigation is at most 3 levels deep'));
const navigationLevel2 = navigationInput(z.array(navigationLeaf).max(100).default([]));
const navigationLevel1 = navigationInput(z.array(navigationLevel2).max(100).default([]));
export const mainNavigationBody = z.array(navigationLevel1).max(100);
export const footerNavigationBody = z.array(navigationInput(noChildren('Footer entries have no children'))).max(100);

const legalPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  href: z.string(),
  isVisible: z.boolean(),
  titleTag: z.string().nullable(),
  metaDescription: z.string().nullable(),
  content: pageContentSchema,
});
const legalLinkSchema = z.object({ slug: z.string(), title: z.string(), href: z.string(), isVisible: z.boolean() });

/** A page's text settings in one locale, only the fields that changed. */
export const pageTextSettingsSchema = z.object({
  title: z.string().optional(), slug: z.string().optional(), titleTag: z.string().nullable().optional(), metaDescription: z.string().nullable().optional(),
});

const pageSchema = z.object({
  id: z.string(),
  type: z.enum(['blank', 'legal']),
  slug: z.string(),
  title: z.string(),
  titleTag: z.string().nullable(),
  metaDescription: z.string().nullable(),
  href: z.string(),
  isVisible: z.boolean(),
  /** False while a page made in the editor awaits its first Publish: until then no shopper sees it and no menu lists it. */
  isPublished: z.boolean(),
  navigation: menuSchema.nullable(),
  /** Slug of the main-navigation entry the page sits under, or null at the top level / outside main. */
  pageParentSlug: z.string().nullable(),
  /**
   * The spec's field of a page of type category; always null here, as this endpoint answers blank and
   * legal pages and a category's page is read at /categories/{id}.
   */
  categoryId: z.null(),
  /**
   * The owner's only (null for shoppers): text settings in the request locale changed with `draft` that
   * go live with the page's next publish, only the fields that differ.
   */
  waitingSettings: pageTextSettingsSchema.nullable(),
  content: pageContentSchema,
});

const categorySchema = z.object({ ...categoryFields, content: pageContentSchema.nullable() });

const updateLegalPageBody = z.object({
  content: storableContentSchema.optional(),
  slug: z.string().max(100).refine(isStorableText, STORABLE_TEXT_MESSAGE).optional(),
  isVisible: z.boolean().optional(),
  title: titleSchema.optional(),
}).refine(atLeastOne, NOTHING_TO_CHANGE);
const putPageBody = z.object({
  id: z.uuid().optional(),
  title: titleSchema,
  type: z.enum(['blank', 'legal', 'category']),
  navigation: menuSchema.nullable().default(null),
  isVisible: z.boolean().default(true),
  content: storableContentSchema.default(emptyPageContent),
  pageParentSlug: lookupSlug.nullable().optional(),
  titleTag: titleTagSchema.optional(),
  metaDescription: metaDescriptionSchema.optional(),
  /**
   * Vitrine's own: a page this call creates starts as a draft (its content unpublished, the page out of
   * shoppers' sight and menus) until its first Publish. The editor sends it; the spec's clients, which know
   * no drafts, leave it out and get a live page. A page that exists already is not affected.
   */
  draft: z.boolean().default(false),
});
const updatePageBody = z.object({
  content: storableContentSchema.optional(),
  title: titleSchema.optional(),
  titleTag: titleTagSchema.optional(),
  metaDescription: metaDescriptionSchema.optional(),
  slug: contentSlugSchema.optional(),
  isVisible: z.boolean().optional(),
  navigation: menuSchema.nullable().optional(),
  /**
   * Vitrine's own: the text (title, slug, title tag, meta description) of a blank page waits in the page's
   * draft and goes live with its next publish, together with its blocks. The editor sends it; without it
   * (the spec's clients) the text goes live at once. Visibility and menu place always go live at once.
   */
  draft: z.boolean().optional(),
}).refine(atLeastOne, NOTHING_TO_CHANGE);
const updateCategoryBody = z.object({
  content: storableContentSchema.nullable().optional(),
  title: titleSchema.optional(),
  slug: contentSlugSchema.optional(),
  titleTag: titleTagSchema.optional(),
  metaDescription: metaDescriptionSchema.optional(),
  isVisible: z.boolean().optional(),
}).refine(atLeastOne, NOTHING_TO_CHANGE);

const menuEndpoints = (menu: 'main' | 'footer', body: typeof mainNavigationBody | typeof footerNavigationBody) => ({
  get: defineEndpoint({
    method: 'GET', path: `/navigation/${menu}`, tag: 'Content', auth: 'public', versioned: true,
    summary: `The ${menu} navigation as a tree; the owner also sees hidden entries, and with draft=true the waiting site changes. With path, the entries of that page and its breadcrumb are marked. The ETag is the version of both menus.`,
    query: menuQuerySchema, response: z.array(navigationItemSchema),
  }),
  put: defineEndpoint({
    method: 'PUT', path: `/navigation/${menu}`, tag: 'Content', auth: 'owner', errors: [401, 403, 422], versioned: true,
    summary: `Replaces the ${menu} navigation with the tree sent; pages by slug (request locale), categories by id. With draft=true the menu waits for "Publish site changes".`,
    // With draft=true (the editor) the arrangement waits in the site draft; without (the spec's clients) it goes live.
    query: siteDraftQuerySchema,
    body, response: z.array(navigationItemSchema),
  }),
});
const main = menuEndpoints('main', mainNavigationBody);
const footer = menuEndpoints('footer', footerNavigationBody);

export const navigationEndpoints = {
  getMainNavigation: main.get,
  putMainNavigation: main.put,
  getFooterNavigation: footer.get,
  putFooterNavigation: footer.put,
  getLegalNavigation: defineEndpoint({
    method: 'GET', path: '/navigation/legal', tag: 'Content', auth: 'public',
    summary: 'The legal pages in their fixed order; the owner also sees hidden ones.',
    response: z.array(legalLinkSchema),
  }),
};

const slugParams = z.object({ slug: lookupSlug });

export const legalEndpoints = {
  getLegalPage: defineEndpoint({
    method: 'GET', path: '/legal/{slug}', tag: 'Content', auth: 'public', versioned: true,
    summary: 'A legal page in the request locale; hidden ones only for the owner.',
    params: slugParams, response: legalPageSchema,
  }),
  updateLegalPage: defineEndpoint({
    method: 'PATCH', path: '/legal/{slug}', tag: 'Content', auth: 'owner', errors: [401, 403, 422], versioned: true,
    summary: 'Changes the content, title or visibility of a legal page in the request locale; its slug is fixed.',
    params: slugParams,
    body: updateLegalPageBody,
    response: legalPageSchema,
  }),
};

export const pageEndpoints = {
  getPage: defineEndpoint({
    method: 'GET', path: '/pages/{slug}', tag: 'Content', auth: 'public', versioned: true,
    summary: 'A blank or legal page by its slug in the request locale; hidden ones only for the owner.',
    params: slugParams, response: pageSchema,
  }),
  putPage: defineEndpoint({
    method: 'PUT', path: '/pages/{slug}', tag: 'Content', auth: 'owner', errors: [401, 403, 409, 422],
    summary: 'Creates (201) or replaces (200) the page with this slug in the request locale, with its navigation place.',
    params: z.object({ slug: contentSlugSchema }),
    body: putPageBody,
    response: pageSchema,
  }),
  updatePage: defineEndpoint({
    method: 'PATCH', path: '/pages/{slug}', tag: 'Content', auth: 'owner', errors: [401, 403, 409, 422], versioned: true,
    summary: 'Changes the content, or the settings (title, titleTag, metaDescription, slug, isVisible, navigation) of a page.',
    params: slugParams,
    body: updatePageBody,
    response: pageSchema,
  }),
  deletePage: defineEndpoint({
    method: 'DELETE', path: '/pages/{slug}', tag: 'Content', auth: 'owner', errors: [401, 403, 422], successStatus: 204,
    summary: 'Deletes a blank page in every locale; its menu children move up one level.',
    params: slugParams,
  }),
  duplicatePage: defineEndpoint({
    method: 'POST', path: '/pages/{slug}/duplicate', tag: 'Content', auth: 'owner', errors: [401, 403, 409, 422], successStatus: 201,
    summary: 'Copies a blank page (content and settings, not its navigation place) under a new slug and title.',
    params: slugParams,
    body: z.object({ newSlug: contentSlugSchema, newTitle: titleSchema }),
    response: pageSchema,
  }),
  addPageLanguage: defineEndpoint({
    method: 'POST', path: '/pages/{slug}/languages', tag: 'Content', auth: 'owner', errors: [401, 403, 404, 409, 422], successStatus: 201,
    summary: 'Puts a blank page (by its slug in the request locale) into another language of the shop: its title and slug there. The page is answered in that language.',
    params: slugParams,
    body: z.object({ locale: z.string().min(2).max(10), title: titleSchema, slug: contentSlugSchema }),
    response: pageSchema,
  }),
};

export const categoryContentEndpoints = {
  updateCategory: defineEndpoint({
    method: 'PATCH', path: '/categories/{id}', tag: 'Content', auth: 'owner', errors: [401, 403, 409], versioned: true,
    summary: 'Changes the content, or the title, slug, titleTag, metaDescription and visibility, of a category.',
    params: z.object({ id: z.string().min(1).max(100) }),
    body: updateCategoryBody,
    response: categorySchema,
  }),
};

export type PagePayload = z.infer<typeof pageSchema>;
export type LegalPagePayload = z.infer<typeof legalPageSchema>;
export type CategoryContentPayload = z.infer<typeof categorySchema>;
export type NavigationInputItem = { slug?: string; categoryId?: string; isVisible: boolean; children: NavigationInputItem[] };
export type PutPageInput = z.output<typeof putPageBody>;
export type UpdatePageInput = z.output<typeof updatePageBody>;
export type UpdateLegalPageInput = z.output<typeof updateLegalPageBody>;
export type UpdateCategoryInput = z.output<typeof updateCategoryBody>;
