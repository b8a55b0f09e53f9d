/** Hands out slugs unique within one scope (a shop and locale), appending -2, -3 on collisions. */
export class SlugRegistry {
  private readonly used = new Set<string>();
  /**
   * Per base, the suffix its next collision tries first: every one below it is taken (slugs are never
   * given back). A million products share about 10,000 names, and probing from -2 each time made
   * the n-th product of a name try n slugs.
   */
  private readonly nextSuffix = new Map<string, number>();

  /** Whether the slug is still free. */
  isFree(slug: string): boolean {
    return !this.used.has(slug);
  }

  /** Claims `base`, or the first free `base-n`. */
  claim(base: string): string {
    let slug = base;
    if (this.used.has(base)) {
      let n = this.nextSuffix.get(base) ?? 2;
      while (this.used.has(`${base}-${n}`)) n += 1;
      slug = `${base}-${n}`;
      this.nextSuffix.set(base, n + 1);
    }
    this.used.add(slug);
    return slug;
  }
}
