import { getRequestConfig } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import { log } from '@/lib/log';
import { loadBundle, TRANSLATION_BUNDLES } from './bundles';

// The server's time zone, read once: without one in the config next-intl makes an Intl.DateTimeFormat
// on every request to ask for it, about half a millisecond of every page's render (docs/bench.md).
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface LocaleTexts {
  locale: string;
  messages: AbstractIntlMessages;
  fellBack: boolean;
}

/**
 * A locale's texts, both bundles in one object, made once per process in production: the files do not
 * change while it runs, and every render asked for them again. Locales are the shops' and the interface
 * languages, a few dozen; the bound only guards against surprises.
 */
const textsOfLocale = new Map<string, Promise<LocaleTexts>>();
const MAX_LOCALES = 100;

async function loadTexts(requested: string, development: boolean): Promise<LocaleTexts> {
  const bundles = await Promise.all(TRANSLATION_BUNDLES.map((bundle) => loadBundle(requested, bundle, { development })));
  return { locale: bundles[0]!.language, messages: Object.assign({}, ...bundles.map((b) => b.messages)), fellBack: bundles[0]!.fellBack };
}

function textsOf(requested: string, development: boolean): Promise<LocaleTexts> {
  // Development builds them per request, so that an edited message file (a new module once hot-reloaded) shows at once.
  if (development) return loadTexts(requested, development);
  let texts = textsOfLocale.get(requested);
  if (!texts) {
    if (textsOfLocale.size >= MAX_LOCALES) textsOfLocale.clear();
    texts = loadTexts(requested, development);
    textsOfLocale.set(requested, texts);
  }
  return texts;
}

// requestLocale carries what the layouts passed to setRequestLocale (the shop's locale, possibly
// regional such as "de_AT") or an explicit getTranslations({ locale }). Its texts are the two bundles
// of its language or its two-letter language; a locale we have no texts for raises the spec's
// module-not-found error in development and is served in the default language in production.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? '';
  const { locale, messages, fellBack } = await textsOf(requested, process.env.NODE_ENV !== 'production');
  if (fellBack) log.warn({ locale: requested }, 'No translation module for a locale: the default language stands in');
  return { locale, messages, timeZone: SERVER_TIME_ZONE };
});
