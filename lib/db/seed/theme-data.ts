import { themeSettingsSchemaSchema, themeSettingsValuesSchema, type ThemeSettings, type ThemeSettingsSchema } from '@/lib/schemas/theme';
import { DEMO } from './demo';

const FONTS = ['Inter', 'Source Serif 4', 'DM Sans', 'Playfair Display', 'IBM Plex Sans', 'Lora'];

/** The settings every demo theme offers; each theme style gives its own values. */
const SETTINGS_SCHEMA: ThemeSettingsSchema = themeSettingsSchemaSchema.parse({
  settings: [
    { key: 'primaryColor', type: 'color', label: 'Primary colour' },
    { key: 'accentColor', type: 'color', label: 'Accent colour' },
    { key: 'backgroundColor', type: 'color', label: 'Background colour' },
    { key: 'textColor', type: 'color', label: 'Text colour' },
    { key: 'headingFont', type: 'font', label: 'Heading font', options: FONTS },
    { key: 'bodyFont', type: 'font', label: 'Body font', options: FONTS },
    { key: 'borderRadius', type: 'size', label: 'Corner radius' },
    { key: 'buttonStyle', type: 'select', label: 'Button style', options: ['filled', 'outline', 'pill'] },
  ],
});

export interface ThemeStyleDef { name: string; title: string; description: string; settings: ThemeSettings }
export interface ThemeDef { name: string; version: string; title: string; settingsSchema: ThemeSettingsSchema; styles: ThemeStyleDef[] }

const style = (name: string, title: string, description: string, settings: ThemeSettings): ThemeStyleDef =>
  ({ name, title, description, settings: themeSettingsValuesSchema.parse(settings) });

/** Aurora (clean, sans-serif) and Meridian (warm, serif headings), two styles each. */
export const THEMES: readonly ThemeDef[] = [
  {
    ...DEMO.themes.aurora, settingsSchema: SETTINGS_SCHEMA,
    styles: [
      style('daylight', 'Daylight', 'Bright and airy, with blue accents.', {
        primaryColor: '#2f6fb5', accentColor: '#e6b422', backgroundColor: '#ffffff', textColor: '#1f2328',
        headingFont: 'Inter', bodyFont: 'Inter', borderRadius: '8px', buttonStyle: 'filled',
      }),
      style('midnight', 'Midnight', 'Dark surfaces with bright highlights.', {
        primaryColor: '#7aa7e0', accentColor: '#f2c14e', backgroundColor: '#14161a', textColor: '#e8eaed',
        headingFont: 'DM Sans', bodyFont: 'Inter', borderRadius: '8px', buttonStyle: 'outline',
      }),
    ],
  },
  {
    ...DEMO.themes.meridian, settingsSchema: SETTINGS_SCHEMA,
    styles: [
      style('sand', 'Sand', 'Warm neutrals and serif headings.', {
        primaryColor: '#7a5230', accentColor: '#c0392b', backgroundColor: '#f7f2ea', textColor: '#2b2520',
        headingFont: 'Playfair Display', bodyFont: 'Source Serif 4', borderRadius: '2px', buttonStyle: 'filled',
      }),
      style('forest', 'Forest', 'Deep greens with soft, rounded shapes.', {
        primaryColor: '#2f6b4a', accentColor: '#cdb590', backgroundColor: '#f4f6f2', textColor: '#1d2a22',
        headingFont: 'Lora', bodyFont: 'IBM Plex Sans', borderRadius: '16px', buttonStyle: 'pill',
      }),
    ],
  },
];
