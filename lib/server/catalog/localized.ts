import type { LocalizedText } from '@/lib/db/schema/columns';

/** The text for a locale, else the shop's default locale, else any text there is. */
export function localized(text: LocalizedText | null | undefined, locale: string, fallback: string): string {
  if (!text) return '';
  return text[locale] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}
