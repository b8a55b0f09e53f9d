/**
 * The theme module's texts (messages/*.json, namespace EditorTheme), translated on the server by
 * `loadThemeModule` and handed to the client as plain strings; `fill` (components/editor/labels.ts)
 * fills their {placeholders}.
 */
export const THEME_TEXT_KEYS = [
  'theme', 'themeManager', 'themes', 'styles', 'active', 'preview', 'opensInNewTab', 'activate', 'noThemes', 'noActiveStyle',
  'themeSettings', 'hexCode', 'invalidColour', 'invalidSize', 'invalidFont', 'lowContrast', 'recommendedImageWidth', 'pixels',
  'resetToDefaults', 'resetQuestion', 'reset', 'cancel', 'saving', 'saved', 'changedElsewhere', 'activeChangedElsewhere',
] as const;
export type ThemeTextKey = (typeof THEME_TEXT_KEYS)[number];

/**
 * The names of the built-in theme settings and of their options in the owner's language, by setting key
 * (messages/*.json, namespace EditorThemeSettings): a theme stores its settings' labels in one language.
 * A setting or option without a name here (one a theme brings of its own) shows as the theme stores it.
 */
export interface ThemeSettingNames {
  names: Readonly<Record<string, string>>;
  /** By setting key, then by option value. */
  options: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface ThemeLabels {
  /** The language of the texts (the owner's), which may differ from the page's. */
  language: string;
  text: Record<ThemeTextKey, string>;
  settings: ThemeSettingNames;
}
