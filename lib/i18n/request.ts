import { getRequestConfig } from 'next-intl/server';
import { resolveUiLanguage } from './locales';
import { loadMessages } from './messages';

// requestLocale carries what the layouts passed to setRequestLocale (the shop's locale, possibly
// regional such as "de_AT") or an explicit getTranslations({ locale }); either way it is reduced
// to a UI language we have messages for, never rejected.
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = resolveUiLanguage(await requestLocale);
  return { locale, messages: await loadMessages(locale) };
});
