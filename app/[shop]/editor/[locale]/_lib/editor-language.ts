import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { UiLanguage } from '@/lib/i18n/locales';
import { EDITOR_LANGUAGE_COOKIE, editorUiLanguage } from '@/lib/i18n/owner-language';
import { DEFAULT_LOCALE_SEGMENT } from '@/lib/routing/constants';
import type { EditorParams } from './editor-request';

/** The editor's language for one locale segment, memoised per render: the layout and the page ask alike. */
const editorLanguageOf = cache(async (localeSegment: string): Promise<UiLanguage> => {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const prefix = localeSegment === DEFAULT_LOCALE_SEGMENT ? null : localeSegment;
  return editorUiLanguage(jar.get(EDITOR_LANGUAGE_COOKIE)?.value, prefix, requestHeaders.get('accept-language'));
});

/**
 * The owner's language for the editor's own texts (sign-in, editor bar, workbench, theme manager, notes):
 * the language chosen in the editor bar, else the address's language prefix, else the browser's. The
 * shop's content stays in the shop's locale.
 */
export async function editorLanguage(params: Promise<EditorParams>): Promise<UiLanguage> {
  return editorLanguageOf((await params).locale);
}
