import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { ANALYTICS_TEXT_KEYS } from '@/components/editor/site/analytics/labels';
import type { AnalyticsModuleProps } from '@/components/editor/site/analytics/analytics-module';
import { ANALYTICS_DAYS_DEFAULT } from '@/lib/contract/limits';
import type { UiLanguage } from '@/lib/i18n/locales';
import { readDailyOverview } from '@/lib/server/analytics/daily-counts';
import { texts } from '../texts';

/** The analytics module's start: the last 30 days' counts, read fresh, and its texts. */
export async function loadAnalyticsModule(storefront: Storefront, language: UiLanguage): Promise<AnalyticsModuleProps> {
  const [overview, text] = await Promise.all([
    readDailyOverview(storefront.shop, ANALYTICS_DAYS_DEFAULT),
    texts(language, 'EditorAnalytics', ANALYTICS_TEXT_KEYS),
  ]);
  return { overview, text, language };
}
