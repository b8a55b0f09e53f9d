/** A selling point's texts as stored: one per shop locale, or the single text of before (spec section 3, headerUsps). */
export interface SellingPointTexts {
  texts?: Record<string, string>;
  /** Selling points saved before they had a text per locale carry one text, written in the default locale. */
  text?: string;
}

/** The text a locale shows and whether it is the default locale's, standing in for a missing translation. */
export interface ShownText {
  text: string;
  fallback: boolean;
}

const filled = (text: string | undefined): text is string => Boolean(text?.trim());

/** Every locale's text of a selling point, the old single text as the default locale's. */
export function sellingPointTexts(point: SellingPointTexts, defaultLocale: string): Record<string, string> {
  const texts = Object.fromEntries(Object.entries(point.texts ?? {}).filter(([, text]) => filled(text)));
  if (filled(point.text) && !texts[defaultLocale]) texts[defaultLocale] = point.text;
  return texts;
}

/**
 * The text of a selling point in a locale: its own, else the shop's default locale's (marked as a
 * fallback, which only the editor shows); null when neither has one, so the point is left out.
 */
export function sellingPointText(point: SellingPointTexts, locale: string, defaultLocale: string): ShownText | null {
  const texts = sellingPointTexts(point, defaultLocale);
  if (texts[locale]) return { text: texts[locale], fallback: false };
  if (texts[defaultLocale]) return { text: texts[defaultLocale], fallback: true };
  return null;
}

/** The active selling points as a locale shows them, in their order. */
export function shownSellingPoints(points: (SellingPointTexts & { active: boolean })[] | undefined, locale: string, defaultLocale: string): ShownText[] {
  return (points ?? []).filter((point) => point.active)
    .map((point) => sellingPointText(point, locale, defaultLocale))
    .filter((shown): shown is ShownText => shown !== null);
}
