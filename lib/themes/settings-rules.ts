/* The rules of theme settings: the API checks writes and stylesheet previews with them, the editor checks a
   value before it previews or sends it. Pure, so both use this one copy. */
import type { ThemeSettings, ThemeSettingsSchema } from '@/lib/schemas/theme';

/** Font families CSS knows without quotes. */
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace']);
const COLOR = /^#[0-9a-f]{6}$/i;
const FAMILY = /^[A-Za-z0-9][A-Za-z0-9 -]{0,62}$/;
const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%|vw|vh))$/;

export interface SettingsCheck {
  /** The accepted values, normalised (colours in lower case, font lists with single spaces). */
  settings: ThemeSettings;
  errors: { path: string; message: string }[];
}

/** A font list of 1 to 4 families made only of letters, digits, spaces and hyphens, or null. */
export function normaliseFontFamily(value: string): string | null {
  const families = value.split(',').map((family) => family.trim().replace(/\s+/g, ' '));
  if (families.length > 4 || families.some((family) => !FAMILY.test(family))) return null;
  return families.join(', ');
}

/** The CSS `font-family` value of a checked font list: named families quoted, generic ones bare. */
export function fontFamilyCss(value: string): string {
  return value.split(', ').map((family) => (GENERIC_FAMILIES.has(family) ? family : `"${family}"`)).join(', ');
}

/**
 * One value checked against its setting, or an error message. Every accepted string is made of
 * characters that cannot end a CSS declaration or block (no `;`, `}`, quotes, backslashes, `<`).
 */
function checkValue(setting: ThemeSettingsSchema['settings'][number], value: unknown): { value: string | boolean } | { error: string } {
  switch (setting.type) {
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: 'Expected true or false' };
    case 'color':
      return typeof value === 'string' && COLOR.test(value) ? { value: value.toLowerCase() } : { error: 'Expected a colour as #rrggbb' };
    case 'size':
      return typeof value === 'string' && LENGTH.test(value) ? { value } : { error: 'Expected a CSS length such as 8px, 1.5rem or 50%' };
    case 'select':
      return typeof value === 'string' && (setting.options ?? []).includes(value) ? { value } : { error: `Expected one of: ${(setting.options ?? []).join(', ')}` };
    case 'font': {
      if (typeof value !== 'string') return { error: 'Expected a font name' };
      if ((setting.options ?? []).includes(value) && FAMILY.test(value)) return { value };
      const list = normaliseFontFamily(value);
      return list ? { value: list } : { error: 'Expected a font from the list or font names of letters, digits, spaces and hyphens' };
    }
  }
}

/** Checks settings against a theme's settings schema: known keys only, each value fitting its type. */
export function checkThemeSettings(schema: ThemeSettingsSchema, values: Record<string, unknown>, pathPrefix = 'settings'): SettingsCheck {
  const byKey = new Map(schema.settings.map((setting) => [setting.key, setting]));
  const settings: ThemeSettings = {};
  const errors: SettingsCheck['errors'] = [];
  for (const [key, value] of Object.entries(values)) {
    const setting = byKey.get(key);
    const result = setting ? checkValue(setting, value) : { error: 'Unknown setting' };
    if ('error' in result) errors.push({ path: `${pathPrefix}.${key}`, message: result.error });
    else settings[key] = result.value;
  }
  return { settings, errors: errors.slice(0, 20) };
}

/** Only the stored values that still fit the schema: what a stylesheet may be built from. */
export function usableSettings(schema: ThemeSettingsSchema, values: Record<string, unknown>): ThemeSettings {
  const byKey = new Map(schema.settings.map((setting) => [setting.key, setting]));
  const settings: ThemeSettings = {};
  for (const [key, value] of Object.entries(values)) {
    const setting = byKey.get(key);
    const result = setting ? checkValue(setting, value) : null;
    if (result && 'value' in result) settings[key] = result.value;
  }
  return settings;
}
