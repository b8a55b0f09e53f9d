import type { AbstractIntlMessages } from 'next-intl';
import type { UiLanguage } from './locales';

// A template-literal import makes the bundler emit one chunk per language file, so a request
// loads only the messages of its own language instead of all seventeen.
/**
 * The interface texts of one language (messages/<lang>.json), compiled by the build for the translators
 * (next.config.mjs, `messages.precompile`); the texts as written: message-sources.ts.
 */
export async function loadMessages(lang: UiLanguage): Promise<AbstractIntlMessages> {
  const messages: { default: AbstractIntlMessages } = await import(`../../messages/${lang}.json`);
  return messages.default;
}
