import { pathFor, withCarriedQuery, type LinkContext } from '@/lib/routing/links';

/**
 * The editor's address of a document by its storefront route in the links' language, with the current
 * address's carried parameters (shop, preview, token): where the page picker, and a missing text's
 * "Show" on another page, open it.
 */
export function editorDocumentHref(route: string, links: LinkContext, currentSearch: string = window.location.search): string {
  return withCarriedQuery(pathFor(route, links), currentSearch);
}
