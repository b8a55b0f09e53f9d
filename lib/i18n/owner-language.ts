import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, isUiLanguage, type UiLanguage } from './locales';

/**
 * The cookie that keeps the owner's choice of the editor's language: a preference of this browser for
 * every shop it edits. Set for the editor's addresses only and read only by its routes: shopper pages,
 * cached and shared, neither see nor vary by it.
 */
export const EDITOR_LANGUAGE_COOKIE = 'vitrine-editor-language';

const BY_LOWER_CASE = new Map<string, UiLanguage>(UI_LANGUAGES.map((lang) => [lang.toLowerCase(), lang]));
// Browsers name Norwegian Bokmål and Nynorsk "nb" and "nn"; our messages are "no".
const ALIASES: Readonly<Record<string, UiLanguage>> = { nb: 'no', nn: 'no' };

/** The UI language a language tag asks for (exactly, or by its primary subtag), or null when we have none. */
function uiLanguageOf(tag: string): UiLanguage | null {
  const normalized = tag.trim().toLowerCase().replace(/_/g, '-');
  const primary = normalized.split('-')[0] ?? '';
  return BY_LOWER_CASE.get(normalized) ?? BY_LOWER_CASE.get(primary) ?? ALIASES[primary] ?? null;
}

/** The languages of an Accept-Language header, most wanted first (`de-AT, de;q=0.9, en;q=0.5`). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  const entries = (header ?? '').split(',').slice(0, 20).flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    return tag && tag !== '*' && weight > 0 ? [{ tag, weight, index }] : [];
  });
  return entries.sort((a, b) => b.weight - a.weight || a.index - b.index).map((entry) => entry.tag);
}

/**
 * The language of the editor's own screens (the owner's, not the shop's): the address's language prefix
 * when we have messages for it, else the browser's most wanted language we have, else English.
 */
export function ownerUiLanguage(languagePrefix: string | null, acceptLanguage: string | null | undefined): UiLanguage {
  const fromPrefix = languagePrefix ? uiLanguageOf(languagePrefix) : null;
  if (fromPrefix) return fromPrefix;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const language = uiLanguageOf(tag);
    if (language) return language;
  }
  return DEFAULT_UI_LANGUAGE;
}

/**
 * The language of the editor's own texts: the owner's choice (the cookie's value) when it names a UI
 * language, else `ownerUiLanguage`'s rule. Anything else in the cookie, an old or forged value, is ignored.
 */
export function editorUiLanguage(
  choice: string | null | undefined, languagePrefix: string | null, acceptLanguage: string | null | undefined,
): UiLanguage {
  return isUiLanguage(choice) ? choice : ownerUiLanguage(languagePrefix, acceptLanguage);
}
