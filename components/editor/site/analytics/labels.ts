/**
 * The analytics module's texts (EditorAnalytics), translated on the server and handed to the module as
 * plain strings; `{days}` is filled in by the module.
 */
export const ANALYTICS_TEXT_KEYS = [
  'heading', 'intro', 'caption', 'day', 'visits', 'productViews', 'carts', 'orders', 'conversion', 'total', 'noVisits', 'chart',
] as const;
export type AnalyticsTextKey = (typeof ANALYTICS_TEXT_KEYS)[number];
export type AnalyticsText = Record<AnalyticsTextKey, string>;
