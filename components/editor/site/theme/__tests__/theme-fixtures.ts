import messages from '@/messages/en.json';
import type { ThemeSettingsSchema } from '@/lib/schemas/theme';
import { THEME_TEXT_KEYS, type ThemeLabels } from '../labels';
import type { ThemeModuleProps } from '../theme-module';

/** The module's English texts, as the loader hands them over. */
export const labels: ThemeLabels = {
  language: 'en',
  text: Object.fromEntries(THEME_TEXT_KEYS.map((key) => [key, messages.EditorTheme[key]])) as ThemeLabels['text'],
  settings: messages.EditorThemeSettings,
};

export const schema: ThemeSettingsSchema = {
  settings: [
    { key: 'primaryColor', type: 'color', label: 'Primary colour' },
    { key: 'backgroundColor', type: 'color', label: 'Background colour' },
    { key: 'textColor', type: 'color', label: 'Text colour' },
    { key: 'headingFont', type: 'font', label: 'Heading font', options: ['Inter', 'Lora'] },
    { key: 'bodyFont', type: 'font', label: 'Body font' },
    { key: 'borderRadius', type: 'size', label: 'Corner radius' },
    { key: 'buttonStyle', type: 'select', label: 'Button style', options: ['filled', 'outline', 'pill'] },
    { key: 'showBadges', type: 'boolean', label: 'Show badges' },
  ],
};

export const daylight = {
  primaryColor: '#f2c14e', backgroundColor: '#ffffff', textColor: '#1f2328', headingFont: 'Inter', bodyFont: 'Inter',
  borderRadius: '8px', buttonStyle: 'filled', showBadges: true,
};
export const defaults = { ...daylight, primaryColor: '#2f6fb5', borderRadius: '4px' };
const midnight = { ...daylight, primaryColor: '#7aa7e0', backgroundColor: '#14161a', textColor: '#e8eaed' };

export const AURORA = '8d0c6a3e-1111-4a55-9d47-0b1a2c3d4e5f';
export const DAYLIGHT = '8d0c6a3e-2222-4a55-9d47-0b1a2c3d4e5f';
export const MIDNIGHT = '8d0c6a3e-3333-4a55-9d47-0b1a2c3d4e5f';
/** The active style's stylesheet as the storefront document links it. */
export const PLAIN_HREF = `/themes/${AURORA}/stylesheets/daylight.css?shop=demo`;

export const props: ThemeModuleProps = {
  labels,
  shop: 'demo',
  storefrontHref: '/?shop=demo',
  activeVersion: 2,
  themes: [{
    themeId: AURORA, name: 'aurora', version: '1.0.0', title: 'Aurora', schema,
    styles: [
      { themeStyleId: DAYLIGHT, name: 'daylight', title: 'Daylight', isActive: true, settings: daylight },
      { themeStyleId: MIDNIGHT, name: 'midnight', title: 'Midnight', isActive: false, settings: midnight },
    ],
  }],
  active: {
    themeId: AURORA, themeTitle: 'Aurora', themeStyleId: DAYLIGHT, name: 'daylight', title: 'Daylight', schema,
    settings: daylight, defaults, contentImageWidth: 1200, version: 6,
  },
};
