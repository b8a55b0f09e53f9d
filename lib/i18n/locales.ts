/** The UI languages the storefront ships translations for (spec section 9). */
export const UI_LANGUAGES = [
  'ca',
  'cs',
  'da',
  'de',
  'en-GB',
  'en',
  'es-MX',
  'es',
  'fi',
  'fr',
  'it',
  'nl',
  'no',
  'pt-BR',
  'pt',
  'ru',
  'sv',
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

// Lower-cased lookup so shop locales like "pt_br" or "EN-gb" find their canonical code.
const BY_LOWER_CASE = new Map<string, UiLanguage>(UI_LANGUAGES.map((lang) => [lang.toLowerCase(), lang]));

// Browsers and shop settings name Norwegian Bokmål (and Nynorsk) "nb"/"nn"; our file is "no".
const LANGUAGE_ALIASES: Readonly<Record<string, UiLanguage>> = { nb: 'no', nn: 'no' };

/** Whether `x` is exactly one of the supported UI language codes. */
export function isUiLanguage(x: unknown): x is UiLanguage {
  return typeof x === 'string' && (UI_LANGUAGES as readonly string[]).includes(x);
}

/**
 * The UI language whose translations serve a locale string (`de-AT`, `pt_br`, `en_GB`): the language
 * itself, else its two-letter language (spec section 7: "falling back to the two-letter language");
 * null when we have neither. No locale at all is the default language.
 */
export function findUiLanguage(requested: string | undefined | null): UiLanguage | null {
  const normalized = (requested ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!normalized) return DEFAULT_UI_LANGUAGE;
  const exact = BY_LOWER_CASE.get(normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0] ?? '';
  return BY_LOWER_CASE.get(language) ?? LANGUAGE_ALIASES[language] ?? null;
}

/** Maps any locale string to the closest UI language, falling back to English. */
export function resolveUiLanguage(requested: string | undefined | null): UiLanguage {
  return findUiLanguage(requested) ?? DEFAULT_UI_LANGUAGE;
}
