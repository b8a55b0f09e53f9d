import { z } from 'zod';

/** One setting a theme offers to shop owners: a colour, a font, a size, a choice. */
export const themeSettingSchema = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/).max(64),
  type: z.enum(['color', 'font', 'size', 'select', 'boolean']),
  label: z.string().max(200),
  options: z.array(z.string().max(200)).max(50).optional(),
});

export const themeSettingsSchemaSchema = z.object({ settings: z.array(themeSettingSchema).max(200) });
export type ThemeSettingsSchema = z.infer<typeof themeSettingsSchemaSchema>;

/** Values of a style's settings, keyed by setting key. */
export const themeSettingsValuesSchema = z.record(z.string().max(64), z.union([z.string().max(500), z.boolean(), z.number()]));
export type ThemeSettings = z.infer<typeof themeSettingsValuesSchema>;

export const themeStyleMetaSchema = z.object({
  /** Recommended width of content images for this style, in pixels. */
  contentImageWidth: z.number().int().positive().optional(),
  description: z.string().max(1000).optional(),
});
export type ThemeStyleMeta = z.infer<typeof themeStyleMetaSchema>;
