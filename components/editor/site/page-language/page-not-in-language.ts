/** The open page as the content language found it: its slug in the language it is open in, and its title there. */
export interface UntranslatedPage {
  slug: string;
  title: string;
}

/**
 * Thrown by the editor's page lookup when the open page has no title in the language asked for: the page
 * is then in no storefront of that language, and the editor offers to add it there rather than to open
 * that language's start page. Its own small module so that the editor bar need not load the lookup to know it.
 */
export class PageNotInLanguage extends Error {
  constructor(readonly page: UntranslatedPage) {
    super(`The page '${page.slug}' has no title in the language asked for`);
    this.name = 'PageNotInLanguage';
  }
}
