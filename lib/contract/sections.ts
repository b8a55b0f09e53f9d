import { z } from 'zod';
import { storableContentSchema } from './content';
import { storableText } from './catalog';
import { pastedTextsSchema } from './documents';
import { defineEndpoint } from './endpoint';

/**
 * Reusable sections (issue 30; docs/api/content.md): blocks saved once under a name, placed on pages by
 * reference blocks (`section`, `data.sectionId`). Their blocks are a content document of kind `section`
 * (`/documents/section/{id}`: draft, publish, revisions, versions); these calls make, list, rename and
 * delete them.
 */
const sectionParams = z.object({ id: z.uuid() });
const sectionName = storableText(z.string().trim().min(1).max(100));
const sectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The section's blocks wait for a publish. */
  hasDraft: z.boolean(),
});
/** A page or category whose blocks (live or draft) place the section. */
const sectionUserSchema = z.object({ kind: z.enum(['page', 'category']), id: z.uuid(), title: z.string() });

export const sectionEndpoints = {
  listSections: defineEndpoint({
    method: 'GET', path: '/sections', tag: 'Documents', auth: 'owner', errors: [401, 403],
    summary: "The shop's sections by name.",
    response: z.array(sectionSchema),
  }),
  createSection: defineEndpoint({
    method: 'POST', path: '/sections', tag: 'Documents', auth: 'owner', errors: [400, 401, 403],
    summary: "Saves blocks in the request locale (one block, or a layout with its children) as a new section, live at once; `texts` gives them their other locales' texts. 400 `nested-section` for a reference to a section among them.",
    body: z.object({ name: sectionName, content: storableContentSchema, texts: pastedTextsSchema.optional() }),
    response: sectionSchema.extend({ version: z.number().int() }),
  }),
  getSection: defineEndpoint({
    method: 'GET', path: '/sections/{id}', tag: 'Documents', auth: 'owner', errors: [401, 403, 404],
    summary: 'One section with the pages and categories that place it (titles in the request locale).',
    params: sectionParams, response: sectionSchema.extend({ usedBy: z.array(sectionUserSchema) }),
  }),
  renameSection: defineEndpoint({
    method: 'PATCH', path: '/sections/{id}', tag: 'Documents', auth: 'owner', errors: [400, 401, 403, 404],
    summary: "Renames a section; shoppers see its blocks, not its name.",
    params: sectionParams, body: z.object({ name: sectionName }), response: sectionSchema,
  }),
  deleteSection: defineEndpoint({
    method: 'DELETE', path: '/sections/{id}', tag: 'Documents', auth: 'owner', errors: [401, 403, 404],
    summary: "Deletes a section. Each page and category placing it keeps its blocks as independent copies (new ids) in place of every reference, live and in its draft; answers which were changed.",
    params: sectionParams, response: z.object({ detachedFrom: z.array(sectionUserSchema) }),
  }),
};
