/**
 * The slugs the editor gives pages and categories: lower-case letters, digits and inner hyphens, at
 * most 100 characters. One rule for the API (the contract's slug schema) and the browser, which checks
 * a slug before sending it and suggests one from a title.
 */
export const CONTENT_SLUG_MAX_LENGTH = 100;
export const CONTENT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Whether a slug follows the rule. */
export function isContentSlug(slug: string): boolean {
  return slug.length <= CONTENT_SLUG_MAX_LENGTH && CONTENT_SLUG_PATTERN.test(slug);
}

// Letters that the Unicode decomposition below would turn into a bare vowel but German (and the
// ligatures French and Nordic words use) spell out with two letters.
const SPELLED_OUT: Record<string, string> = {
  ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o',
};

/**
 * A slug for a title: "Weißer Pullover & Mütze" -> "weisser-pullover-muetze". Cut to the longest slug
 * allowed; empty when the title has no letter or digit to keep.
 */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜæÆœŒøØ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
