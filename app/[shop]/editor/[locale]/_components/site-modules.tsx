import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { NavigationModule } from '@/components/editor/site/navigation/navigation-module';
import { PagesModule } from '@/components/editor/site/pages/pages-module';
import { ShopSettingsModule } from '@/components/editor/site/shop-settings/shop-settings-module';
import { ThemeModule } from '@/components/editor/site/theme/theme-module';
import type { SiteModules } from '@/components/editor/sidebar-modules';
import type { UiLanguage } from '@/lib/i18n/locales';
import type { DocumentTarget } from '@/lib/server/content/documents/target';
import { loadNavigationModule } from '../_lib/site/navigation';
import { loadPagesModule } from '../_lib/site/pages';
import { loadShopSettingsModule } from '../_lib/site/shop-settings';
import { loadThemeModule } from '../_lib/site/theme';

/**
 * The site's modules of the editor's sidebar (page manager, navigation, shop settings, theme), each
 * rendered with its data and texts in the owner's language; `current` is the page or category open.
 */
export async function siteModules(storefront: Storefront, language: UiLanguage, current?: DocumentTarget): Promise<SiteModules> {
  const [pages, navigation, settings, theme] = await Promise.all([
    loadPagesModule(storefront, language, current), loadNavigationModule(storefront, language),
    loadShopSettingsModule(storefront, language), loadThemeModule(storefront, language),
  ]);
  return {
    'page-manager': <PagesModule {...pages} />,
    navigation: <NavigationModule {...navigation} />,
    'shop-settings': <ShopSettingsModule {...settings} />,
    theme: <ThemeModule {...theme} />,
  };
}
