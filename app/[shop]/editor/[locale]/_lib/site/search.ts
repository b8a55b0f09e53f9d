import { getTranslations } from 'next-intl/server';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { PICKER_TEXT_KEYS } from '@/components/editor/fields/picker-labels';
import { SEARCH_TEXT_KEYS } from '@/components/editor/site/search/labels';
import type { SearchModuleProps } from '@/components/editor/site/search/search-module';
import type { UiLanguage } from '@/lib/i18n/locales';
import { texts } from '../texts';

/**
 * The Search module's start: the shop's languages by name and the texts in the owner's language. The
 * report, synonyms and pins are read by the module through the API, for the language it shows.
 */
export async function loadSearchModule(storefront: Storefront, language: UiLanguage): Promise<SearchModuleProps> {
  const [text, pickers, workbench, languages] = await Promise.all([
    texts(language, 'EditorSearch', SEARCH_TEXT_KEYS), texts(language, 'EditorPickers', PICKER_TEXT_KEYS),
    texts(language, 'EditorWorkbench', ['searchModule']),
    getTranslations({ locale: language, namespace: 'Languages' }),
  ]);
  return {
    language,
    title: workbench.searchModule,
    locale: storefront.locale,
    locales: storefront.shop.locales.map(({ identifier }) => ({ identifier, name: languages.has(identifier) ? languages(identifier) : identifier })),
    text,
    pickers,
  };
}
