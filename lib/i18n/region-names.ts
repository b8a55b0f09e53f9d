/** One `Intl.DisplayNames` per language: made once, asked for every country named in it. */
const namers = new Map<string, Intl.DisplayNames>();

/**
 * A country (ISO 3166-1 alpha-2) by its name in `locale`, from the runtime's ICU data: "Bulgaria",
 * "Bulgarien". The code itself where the runtime knows no name for it or the code is not one.
 */
export function regionName(code: string, locale: string): string {
  try {
    let namer = namers.get(locale);
    if (!namer) {
      namer = new Intl.DisplayNames([locale], { type: 'region' });
      namers.set(locale, namer);
    }
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
}
