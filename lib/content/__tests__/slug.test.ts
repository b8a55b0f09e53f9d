import { CONTENT_SLUG_MAX_LENGTH, isContentSlug, slugify } from '../slug';

describe('content slugs', () => {
  it('take lower-case letters, digits and inner hyphens, at most 100 characters', () => {
    expect(['about-us', 'a', '2025', 'sale-50-off', 'a--b', 'x'.repeat(CONTENT_SLUG_MAX_LENGTH)].filter(isContentSlug)).toHaveLength(6);
    expect(['', 'About-us', 'about us', '-about', 'about-', 'über', 'a/b', 'x'.repeat(CONTENT_SLUG_MAX_LENGTH + 1)].filter(isContentSlug)).toEqual([]);
  });

  it('are suggested from a title, spelling out umlauts and dropping accents and signs', () => {
    expect(slugify('Weißer Pullover & Mütze')).toBe('weisser-pullover-muetze');
    expect(slugify('  Crème brûlée: 2 for 1! ')).toBe('creme-brulee-2-for-1');
    expect(slugify('!!!')).toBe('');
  });

  it('are cut to the longest slug allowed without a hyphen left at the end', () => {
    const slug = slugify(`${'a'.repeat(CONTENT_SLUG_MAX_LENGTH - 1)} tail`);
    expect(slug).toBe('a'.repeat(CONTENT_SLUG_MAX_LENGTH - 1));
    expect(isContentSlug(slugify('Word '.repeat(40)))).toBe(true);
  });
});
