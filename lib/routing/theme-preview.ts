import { isUuid } from '@/lib/schemas/ids';

/** The theme and style a theme preview shows instead of the shop's active ones (spec section 6). */
export interface ThemePreview {
  previewTheme: string;
  themeStyle: string;
}

/**
 * The theme preview an address asks for: both `previewTheme` and `themeStyle` as ids, the way the
 * editor's Theme module opens the storefront. Anything else previews no style, so a stray value
 * neither swaps the stylesheet nor travels with the API calls.
 */
export function themePreviewOf(search: URLSearchParams): ThemePreview | null {
  const previewTheme = search.get('previewTheme') ?? '';
  const themeStyle = search.get('themeStyle') ?? '';
  return isUuid(previewTheme) && isUuid(themeStyle) ? { previewTheme, themeStyle } : null;
}
