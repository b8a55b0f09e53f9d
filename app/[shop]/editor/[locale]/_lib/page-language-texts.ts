import { PAGE_FIELD_CHECK_KEYS, PAGE_LANGUAGE_DIALOG_KEYS, type PageLanguageTexts } from '@/components/editor/site/page-language/labels';
import type { UiLanguage } from '@/lib/i18n/locales';
import { texts } from './texts';

/**
 * The texts of adding a page to another language (AddPageLanguageDialog), wherever the editor offers it:
 * the content language, the missing translations and the page manager. Its own texts are the workbench's
 * (EditorWorkbench); the checks of a title and a slug are the page manager's (EditorPages), as its forms check the same.
 */
export async function pageLanguageTexts(language: UiLanguage): Promise<PageLanguageTexts> {
  const [dialog, checks] = await Promise.all([
    texts(language, 'EditorWorkbench', PAGE_LANGUAGE_DIALOG_KEYS), texts(language, 'EditorPages', PAGE_FIELD_CHECK_KEYS),
  ]);
  return { ...dialog, ...checks };
}
