import { getRequestConfig } from 'next-intl/server';
import { log } from '@/lib/log';
import { loadBundle, TRANSLATION_BUNDLES } from './bundles';

// requestLocale carries what the layouts passed to setRequestLocale (the shop's locale, possibly
// regional such as "de_AT") or an explicit getTranslations({ locale }). Its texts are the two bundles
// of its language or its two-letter language; a locale we have no texts for raises the spec's
// module-not-found error in development and is served in the default language in production.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? '';
  const development = process.env.NODE_ENV !== 'production';
  const bundles = await Promise.all(TRANSLATION_BUNDLES.map((bundle) => loadBundle(requested, bundle, { development })));
  if (bundles[0]!.fellBack) log.warn({ locale: requested }, 'No translation module for a locale: the default language stands in');
  return { locale: bundles[0]!.language, messages: Object.assign({}, ...bundles.map((b) => b.messages)) };
});
