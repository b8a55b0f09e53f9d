import type { AbstractIntlMessages } from 'next-intl';
import { DEFAULT_UI_LANGUAGE, findUiLanguage, type UiLanguage } from './locales';
import { loadMessages } from './messages';

/** The spec's translation bundles per language (section 7): the app's texts, and the themes'. */
export const TRANSLATION_BUNDLES = ['base', 'themes'] as const;
export type TranslationBundle = (typeof TRANSLATION_BUNDLES)[number];

/**
 * The namespaces of the `themes` bundle: what a theme shows of its own (the theme preview bar, the
 * editor's theme module). Every other namespace is `base`'s, so a new namespace has a bundle without a
 * word here.
 */
export const THEMES_NAMESPACES: readonly string[] = ['Preview', 'EditorTheme'];

export const bundleOf = (namespace: string): TranslationBundle => (THEMES_NAMESPACES.includes(namespace) ? 'themes' : 'base');

/**
 * The spec's "module-not-found error" (section 8) for a language no translation module serves, named and
 * coded as Node's and the bundlers' own (`MODULE_NOT_FOUND`), so tools that know those know this one.
 */
export class TranslationModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';

  constructor(readonly locale: string, readonly bundle: TranslationBundle) {
    super(`Cannot find module 'messages/${locale}' (translation bundle '${bundle}')`);
    this.name = 'ModuleNotFoundError';
  }
}

export interface LoadedBundle {
  language: UiLanguage;
  messages: AbstractIntlMessages;
  /** No module serves the locale: the default language's texts stand in (production only). */
  fellBack: boolean;
}

/**
 * One bundle of a locale's interface texts, loaded when asked for (the language's file is its own
 * chunk: loadMessages): the locale's own language, else its two-letter language. A locale neither
 * serves raises TranslationModuleNotFoundError in development, so that a missing translation shows
 * at once; in production the default language stands in, and the caller says so in its log.
 */
export async function loadBundle(locale: string, bundle: TranslationBundle, options: { development: boolean }): Promise<LoadedBundle> {
  const found = findUiLanguage(locale);
  if (!found && options.development) throw new TranslationModuleNotFoundError(locale, bundle);
  const language = found ?? DEFAULT_UI_LANGUAGE;
  const all = await loadMessages(language);
  const messages: AbstractIntlMessages = {};
  for (const [namespace, value] of Object.entries(all)) if (bundleOf(namespace) === bundle) messages[namespace] = value;
  return { language, messages, fellBack: !found };
}
