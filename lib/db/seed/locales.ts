/** The content languages the demo data is written in. */
export const SEED_LOCALES = ['en', 'de', 'fr'] as const;

export type Locale = (typeof SEED_LOCALES)[number];

/** A text in every seed locale. */
export type Localized = Record<Locale, string>;

/** Keeps only the locales a shop uses, as stored in the `LocalizedText` JSON columns. */
export function forLocales(text: Localized, locales: readonly Locale[]): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [locale, text[locale]]));
}

/** The same text in every locale (brand names, sizes). */
export const same = (text: string): Localized => ({ en: text, de: text, fr: text });

/** Upper-cases the first letter, for names that start with a lower-case French noun. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
