import type { ThemeSettings } from '@/lib/schemas/theme';
import { STYLESHEET_URL_LIMIT } from '@/lib/contract/limits';

/**
 * The URL of a style's stylesheet for a shop. With preview settings they travel as the `settings`
 * parameter, unless the URL would then exceed 1900 characters (spec sections 2 and 9): then the
 * plain stylesheet path is used.
 */
export function themeStylesheetHref(shopSlug: string, themeId: string, styleName: string, settings?: ThemeSettings): string {
  const plain = `/themes/${encodeURIComponent(themeId)}/stylesheets/${encodeURIComponent(styleName)}.css?shop=${encodeURIComponent(shopSlug)}`;
  if (!settings) return plain;
  const withSettings = `${plain}&settings=${encodeURIComponent(JSON.stringify(settings))}`;
  return withSettings.length <= STYLESHEET_URL_LIMIT ? withSettings : plain;
}
