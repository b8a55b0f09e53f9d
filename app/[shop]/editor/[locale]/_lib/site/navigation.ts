import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { NAVIGATION_TEXT_KEYS } from '@/components/editor/site/navigation/labels';
import type { NavigationModuleProps } from '@/components/editor/site/navigation/navigation-module';
import { entriesOf } from '@/components/editor/site/navigation/navigation-tree';
import type { UiLanguage } from '@/lib/i18n/locales';
import { getNavigation } from '@/lib/server/content/navigation';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { readWithVersion } from '@/lib/server/versions/resource-versions';
import { texts } from '../texts';

/**
 * The Navigation module's start: both menus in the storefront's locale as the owner sees them (hidden
 * entries included, as GET /navigation/{menu} answers an owner; as a waiting navigation draft arranges
 * them), read fresh with the navigation's version, and its texts in the owner's language.
 */
export async function loadNavigationModule(storefront: Storefront, language: UiLanguage): Promise<NavigationModuleProps> {
  const [{ value: [main, footer], version }, labels] = await Promise.all([
    // The menus' draft read after the version, as the menus are.
    readWithVersion(storefront.shop.id, 'navigation', async () => {
      const shown = await withSiteDrafts(storefront.shop);
      return Promise.all([
        getNavigation(shown, storefront.locale, 'main', { includeHidden: true }),
        getNavigation(shown, storefront.locale, 'footer', { includeHidden: true }),
      ]);
    }),
    texts(language, 'EditorNavigation', NAVIGATION_TEXT_KEYS),
  ]);
  return { main: entriesOf(main), footer: entriesOf(footer), labels, version };
}
