import type { AbstractIntlMessages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { resolveUiLanguage, type UiLanguage } from './locales';

// A template-literal import makes the bundler emit one chunk per language file, so a request
// loads only the messages of its own language instead of all seventeen.
async function loadMessages(lang: UiLanguage): Promise<AbstractIntlMessages> {
  const messages: { default: AbstractIntlMessages } = await import(`../../messages/${lang}.json`);
  return messages.default;
}

// requestLocale carries what the layouts passed to setRequestLocale (the shop's locale, possibly
// regional such as "de_AT") or an explicit getTranslations({ locale }); either way it is reduced
// to a UI language we have messages for, never rejected.
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = resolveUiLanguage(await requestLocale);
  return { locale, messages: await loadMessages(locale) };
});
