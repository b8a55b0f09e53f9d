import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import { routes } from '@/lib/routing/links';
import type { SlugLookup } from '@/lib/i18n/equivalent-path';
import { shopperLookup } from '@/components/shell/switch-language';
import { PageNotInLanguage } from './page-language/page-not-in-language';

const silent = { silent: true };

/**
 * The editor's lookups for the content language: categories and products as the storefront's language
 * menu finds them, an info page through the document API (the page at its route, then the same page in
 * the other language) rather than through the hreflang links in the document's head. The API answers
 * for the page open now; the head is only as current as the last render that reached the browser, and
 * a switch right after a save once found no link there on a loaded host. A page with no title in the other
 * language throws PageNotInLanguage: the editor offers to add it there.
 */
export const editorLookup: SlugLookup = {
  ...shopperLookup,
  infoPage: async (slug, from, to) => {
    const [page] = await shopApi(documentRoutes.listDocuments, { query: { route: routes.page(slug), locale: from, limit: 1 } }, silent);
    if (!page) return null;
    const [there] = await shopApi(documentRoutes.listDocuments, { query: { id: page.id, locale: to, limit: 1 } }, silent);
    if (!there) throw new PageNotInLanguage({ slug, title: page.title });
    return there.route;
  },
};
