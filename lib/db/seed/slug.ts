// Letters that the Unicode decomposition below would turn into a bare vowel but German (and the
// ligatures French and Nordic words use) spell out with two letters.
const SPELLED_OUT: Record<string, string> = {
  ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o',
};

/** A lower-case ASCII slug with hyphens: "Weißer Pullover & Mütze" -> "weisser-pullover-muetze". */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜæÆœŒøØ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs unique within one scope (a shop and locale), appending -2, -3 on collisions. */
export class SlugRegistry {
  private readonly used = new Set<string>();

  /** Whether the slug is still free. */
  isFree(slug: string): boolean {
    return !this.used.has(slug);
  }

  /** Claims `base`, or the first free `base-n`. */
  claim(base: string): string {
    let slug = base;
    for (let n = 2; this.used.has(slug); n += 1) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
