import type { ThemeSettings, ThemeSettingsSchema } from '@/lib/schemas/theme';

/** One of the shop's styles of a theme, with its values for the swatch preview. */
export interface ThemeStyleEntry {
  themeStyleId: string;
  name: string;
  title: string;
  isActive: boolean;
  /** The style's stored values that fit its theme's settings schema. */
  settings: ThemeSettings;
}

/** A theme the shop has styles of. */
export interface ThemeEntry {
  themeId: string;
  name: string;
  version: string;
  title: string;
  schema: ThemeSettingsSchema;
  styles: ThemeStyleEntry[];
}

/** The shop's active style, whose settings the module edits. */
export interface ActiveThemeStyle {
  themeId: string;
  themeTitle: string;
  themeStyleId: string;
  /** The style's name, which its stylesheet's address carries. */
  name: string;
  title: string;
  schema: ThemeSettingsSchema;
  /** The stored values that fit the schema. */
  settings: ThemeSettings;
  /** The values the theme ships the style with (GET /themeStyles/{id}/defaultSettings), for "Reset to defaults". */
  defaults: ThemeSettings;
  /** The version of the style's settings (GET /themeStyles/{id}/settings' ETag): every save names it. */
  version: number;
  /** The width the style recommends for content images (its meta's contentImageWidth), if it names one. */
  contentImageWidth?: number;
}
