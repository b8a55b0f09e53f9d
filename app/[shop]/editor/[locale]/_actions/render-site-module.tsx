'use server';

import type { ReactNode } from 'react';
import { AnalyticsModule } from '@/components/editor/site/analytics/analytics-module';
import { MarketsModule } from '@/components/editor/site/markets/markets-module';
import { NavigationModule } from '@/components/editor/site/navigation/navigation-module';
import { ReviewsModule } from '@/components/editor/site/reviews/reviews-module';
import { ShopSettingsModule } from '@/components/editor/site/shop-settings/shop-settings-module';
import { SearchModule } from '@/components/editor/site/search/search-module';
import { ThemeModule } from '@/components/editor/site/theme/theme-module';
import { isUiLanguage } from '@/lib/i18n/locales';
import { resolveEditorRequest } from '../_lib/editor-request';
import { loadAnalyticsModule } from '../_lib/site/analytics';
import { loadMarketsModule } from '../_lib/site/markets';
import { loadNavigationModule } from '../_lib/site/navigation';
import { loadReviewsModule } from '../_lib/site/reviews';
import { loadShopSettingsModule } from '../_lib/site/shop-settings';
import { loadSearchModule } from '../_lib/site/search';
import { loadThemeModule } from '../_lib/site/theme';

/** The site modules rendered when the owner opens them, not with every editor page. */
export type OnDemandSiteModule = 'navigation' | 'shop-settings' | 'theme' | 'markets' | 'search' | 'reviews' | 'analytics';

/**
 * Renders a site module with its data, fresh, when the owner opens it: the editor page itself renders only
 * the page manager, which opens first, so that loading and refreshing the page (after every draft save)
 * reads no menus, settings or themes nobody looks at. A server function is a public endpoint: every
 * argument comes from the browser, so the owner's session of that shop is checked here as on the page.
 */
export async function renderSiteModule(shopSlug: string, locale: string, language: string, module: OnDemandSiteModule): Promise<ReactNode> {
  const request = await resolveEditorRequest(shopSlug, locale);
  if (!request.storefront) throw new Error('Unauthorized');
  const { storefront } = request;
  const ui = isUiLanguage(language) ? language : 'en';
  switch (module) {
    case 'navigation': return <NavigationModule {...await loadNavigationModule(storefront, ui)} />;
    case 'shop-settings': return <ShopSettingsModule {...await loadShopSettingsModule(storefront, ui)} />;
    case 'theme': return <ThemeModule {...await loadThemeModule(storefront, ui)} />;
    case 'markets': return <MarketsModule {...await loadMarketsModule(storefront, ui)} />;
    case 'search': return <SearchModule {...await loadSearchModule(storefront, ui)} />;
    case 'reviews': return <ReviewsModule {...await loadReviewsModule(storefront, ui)} />;
    case 'analytics': return <AnalyticsModule {...await loadAnalyticsModule(storefront, ui)} />;
    default: throw new Error('Not found');
  }
}
