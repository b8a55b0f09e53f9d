import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * The head of a not-found page in the language of the render (spec section 2: 'Not found'), never indexed.
 * Next adds noindex only to the 404s it renders itself; cached pages render theirs (NotFoundPage).
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false, follow: true } };
}
