/** The legal pages every shop has (spec section 9), addressed by these slugs in every locale. */
export const LEGAL_PAGE_SLUGS = ['shipping', 'privacy', 'withdrawal', 'contact', 'tac', 'cookiepolicy'] as const;

export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** Whether a path segment names one of the legal pages. */
export function isLegalPageSlug(slug: string): slug is LegalPageSlug {
  return (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);
}
