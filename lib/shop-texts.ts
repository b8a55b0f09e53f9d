/**
 * The shop's own texts of its settings (spec section 3, userSettings: headerUsps, cookieNotice), each
 * kept per shop locale. A locale without its text shows the default locale's; texts saved before they
 * were kept per locale carry one value, written in the default locale.
 */

/** The text a locale shows and whether it is the default locale's, standing in for a missing translation. */
export interface ShownText {
  text: string;
  fallback: boolean;
}

const filled = (text: string | undefined): text is string => Boolean(text?.trim());

/** Every locale's text that has one, the single text of before as the default locale's where it has none. */
export function localeTexts(texts: Record<string, string | undefined> | undefined, single: string | undefined, defaultLocale: string): Record<string, string> {
  const own = Object.fromEntries(Object.entries(texts ?? {}).filter((entry): entry is [string, string] => filled(entry[1])));
  if (filled(single) && !own[defaultLocale]) own[defaultLocale] = single;
  return own;
}

/**
 * The text a locale shows: its own, else the shop's default locale's (marked as a fallback, which only
 * the editor shows); null when neither has one.
 */
export function localeText(texts: Record<string, string>, locale: string, defaultLocale: string): ShownText | null {
  if (texts[locale]) return { text: texts[locale], fallback: false };
  if (texts[defaultLocale]) return { text: texts[defaultLocale], fallback: true };
  return null;
}

/** A selling point's texts as stored: one per shop locale, or the single text of before. */
export interface SellingPointTexts {
  texts?: Record<string, string>;
  text?: string;
}

/** Every locale's text of a selling point, the old single text as the default locale's. */
export const sellingPointTexts = (point: SellingPointTexts, defaultLocale: string) => localeTexts(point.texts, point.text, defaultLocale);

/** The active selling points as a locale shows them, in their order; a point without a text to show is left out. */
export function shownSellingPoints(points: (SellingPointTexts & { active: boolean })[] | undefined, locale: string, defaultLocale: string): ShownText[] {
  return (points ?? []).filter((point) => point.active)
    .map((point) => localeText(sellingPointTexts(point, defaultLocale), locale, defaultLocale))
    .filter((shown): shown is ShownText => shown !== null);
}

/** The cookie notice's texts of one locale. */
export interface CookieNoticeLocaleTexts {
  title?: string;
  gdprMessageHtml?: string;
}

/** The cookie notice's texts as stored: per shop locale, or the single title and message of before. */
export interface CookieNoticeTexts extends CookieNoticeLocaleTexts {
  texts?: Record<string, CookieNoticeLocaleTexts>;
}

/** A message whose HTML has no text (the rich text editor leaves `<p></p>` when emptied) is no message. */
const hasText = (html: string | undefined): html is string => Boolean(html?.replace(/<[^>]*>/g, '').trim());

/** A locale's title and message that it has: blank ones are left out, so that the default locale's stand in. */
export function filledCookieNoticeTexts(own: CookieNoticeLocaleTexts): CookieNoticeLocaleTexts {
  return { ...(filled(own.title) ? { title: own.title } : {}), ...(hasText(own.gdprMessageHtml) ? { gdprMessageHtml: own.gdprMessageHtml } : {}) };
}

/** Every locale's text of one of the cookie notice's fields, the old single one as the default locale's. */
export function cookieNoticeTexts(notice: CookieNoticeTexts, field: keyof CookieNoticeLocaleTexts, defaultLocale: string): Record<string, string> {
  const texts = Object.fromEntries(Object.entries(notice.texts ?? {}).map(([locale, own]) => [locale, filledCookieNoticeTexts(own)[field]]));
  return localeTexts(texts, filledCookieNoticeTexts(notice)[field], defaultLocale);
}

/** The cookie notice's title and message as a locale shows them, each its own or the default locale's. */
export function shownCookieNotice(notice: CookieNoticeTexts, locale: string, defaultLocale: string): { title: ShownText | null; message: ShownText | null } {
  return {
    title: localeText(cookieNoticeTexts(notice, 'title', defaultLocale), locale, defaultLocale),
    message: localeText(cookieNoticeTexts(notice, 'gdprMessageHtml', defaultLocale), locale, defaultLocale),
  };
}
