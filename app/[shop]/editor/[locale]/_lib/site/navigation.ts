import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { NAVIGATION_TEXT_KEYS } from '@/components/editor/site/navigation/labels';
import type { NavigationModuleProps } from '@/components/editor/site/navigation/navigation-module';
import { entriesOf } from '@/components/editor/site/navigation/navigation-tree';
import type { UiLanguage } from '@/lib/i18n/locales';
import { getNavigation } from '@/lib/server/content/navigation';
import { readWithVersion } from '@/lib/server/versions/resource-versions';
import { texts } from '../texts';

/**
 * The Navigation module's start: both menus in the storefront's locale as the owner sees them (hidden
 * entries included, as GET /navigation/{menu} answers an owner), read fresh with the navigation's
 * version, and its texts in the owner's language.
 */
export async function loadNavigationModule(storefront: Storefront, language: UiLanguage): Promise<NavigationModuleProps> {
  const [{ value: [main, footer], version }, labels] = await Promise.all([
    readWithVersion(storefront.shop.id, 'navigation', () => Promise.all([
      getNavigation(storefront.shop, storefront.locale, 'main', { includeHidden: true }),
      getNavigation(storefront.shop, storefront.locale, 'footer', { includeHidden: true }),
    ])),
    texts(language, 'EditorNavigation', NAVIGATION_TEXT_KEYS),
  ]);
  return { main: entriesOf(main), footer: entriesOf(footer), labels, version };
}
