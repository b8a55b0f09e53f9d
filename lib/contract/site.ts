import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** One site change waiting, or made live by a revision (lib/content/site-draft.ts, SiteChange). */
const siteChangeSchema = z.discriminatedUnion('resource', [
  z.object({ resource: z.literal('shop-settings'), fields: z.array(z.string()) }),
  z.object({ resource: z.literal('navigation'), menus: z.array(z.enum(['main', 'footer'])) }),
  z.object({ resource: z.literal('theme-settings'), themeStyleId: z.string(), styleTitle: z.string(), settings: z.array(z.string()) }),
  z.object({ resource: z.literal('active-theme-style'), themeStyleId: z.string(), styleTitle: z.string() }),
]);

const siteRevisionSchema = z.object({
  id: z.string(),
  changes: z.array(siteChangeSchema),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
});

/**
 * Vitrine's own: the shop-wide changes the editor keeps as drafts (shop settings, menus, theme settings,
 * the active style) and the one action that makes them live together.
 */
export const siteEndpoints = {
  listSiteChanges: defineEndpoint({
    method: 'GET', path: '/site/changes', tag: 'Site', auth: 'owner', errors: [401, 403],
    summary: 'The site changes waiting for "Publish site changes": which shop settings, menus and theme settings changed.',
    response: z.object({ changes: z.array(siteChangeSchema) }),
  }),
  discardSiteChanges: defineEndpoint({
    method: 'DELETE', path: '/site/changes', tag: 'Site', auth: 'owner', errors: [401, 403],
    summary: 'Throws every waiting site change away; shoppers keep what is live.',
    response: z.object({ changes: z.array(siteChangeSchema) }),
  }),
  publishSiteChanges: defineEndpoint({
    method: 'POST', path: '/site/publish', tag: 'Site', auth: 'owner', errors: [401, 403, 409],
    summary: 'Makes every waiting site change live together and records it as a site revision (409 NothingToPublish, or SiteChangesChanged when they changed meanwhile).',
    response: siteRevisionSchema,
  }),
  listSiteRevisions: defineEndpoint({
    method: 'GET', path: '/site/revisions', tag: 'Site', auth: 'owner', errors: [401, 403],
    summary: 'The last 50 site revisions, newest first: what each "Publish site changes" made live, when, by whom.',
    response: z.array(siteRevisionSchema),
  }),
};
