import type { ThemeSettingsSchema } from '@/lib/schemas/theme';

/** A style's settings schema with one setting of each type, for the theme rules' tests. */
export const SCHEMA: ThemeSettingsSchema = {
  settings: [
    { key: 'primaryColor', type: 'color', label: 'Primary' },
    { key: 'backgroundColor', type: 'color', label: 'Background' },
    { key: 'headingFont', type: 'font', label: 'Headings', options: ['Inter', 'Source Serif 4'] },
    { key: 'borderRadius', type: 'size', label: 'Radius' },
    { key: 'buttonStyle', type: 'select', label: 'Buttons', options: ['filled', 'outline', 'pill'] },
    { key: 'showBadges', type: 'boolean', label: 'Badges' },
  ],
};
