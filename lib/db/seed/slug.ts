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
