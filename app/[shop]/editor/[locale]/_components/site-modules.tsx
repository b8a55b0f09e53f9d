import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { OnDemandModule } from '@/components/editor/site/on-demand-module';
import { PagesModule } from '@/components/editor/site/pages/pages-module';
import type { SiteModules } from '@/components/editor/sidebar-modules';
import type { UiLanguage } from '@/lib/i18n/locales';
import type { DocumentTarget } from '@/lib/server/content/documents/target';
import { renderSiteModule, type OnDemandSiteModule } from '../_actions/render-site-module';
import { loadPagesModule } from '../_lib/site/pages';
import { texts } from '../_lib/texts';

/**
 * The site's modules of the editor's sidebar (page manager, navigation, shop settings, theme, markets, search, reviews, analytics) in the
 * owner's language; `current` is the page or category open. The page manager, which opens first, comes
 * with the page; the others are rendered when opened (renderSiteModule).
 */
export async function siteModules(storefront: Storefront, language: UiLanguage, current?: DocumentTarget): Promise<SiteModules> {
  const [pages, labels] = await Promise.all([
    // A section is no entry of the page manager: none is marked as open.
    loadPagesModule(storefront, language, current?.kind === 'section' ? undefined : current), texts(language, 'EditorWorkbench', ['loadingModule', 'moduleFailed', 'retry']),
  ]);
  const onDemand = (module: OnDemandSiteModule) => (
    <OnDemandModule key={module} render={renderSiteModule.bind(null, storefront.shop.slug, storefront.locale, language, module)} labels={labels} />
  );
  return {
    'page-manager': <PagesModule {...pages} />,
    navigation: onDemand('navigation'),
    'shop-settings': onDemand('shop-settings'),
    theme: onDemand('theme'),
    markets: onDemand('markets'),
    search: onDemand('search'),
    reviews: onDemand('reviews'),
    analytics: onDemand('analytics'),
  };
}
