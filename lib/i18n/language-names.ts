import type { UiLanguage } from './locales';

/**
 * Each UI language by its own name (its autonym), in the order a language menu lists them: an owner
 * finds their language whatever language the screen is in. Fixed here rather than taken from
 * Intl.DisplayNames, whose wording changes with the runtime's ICU data.
 */
export const UI_LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = {
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  'en-GB': 'English (UK)',
  es: 'Español',
  'es-MX': 'Español (México)',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  no: 'Norsk',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  sv: 'Svenska',
};
