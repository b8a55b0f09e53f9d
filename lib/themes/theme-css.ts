import type { ThemeSettings, ThemeSettingsSchema } from '@/lib/schemas/theme';
import { fontFamilyCss } from '@/lib/themes/settings-rules';
import { themeTokens } from './theme-tokens';

const KEY = /^[a-zA-Z][a-zA-Z0-9]{0,63}$/;
/** Characters a declaration value may hold: none of them can close a declaration, block or string. */
const SAFE_VALUE = /^[#A-Za-z0-9 ,.%"-]{1,300}$/;

const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The custom property a setting sets: `primaryColor` → `--color-primary`, `headingFont` → `--font-heading`. */
export function customPropertyName(key: string, type: ThemeSettingsSchema['settings'][number]['type']): string {
  const strip = (suffix: string) => (key.length > suffix.length && key.endsWith(suffix) ? key.slice(0, -suffix.length) : key);
  if (type === 'color') return `--color-${kebab(strip('Color'))}`;
  if (type === 'font') return `--font-${kebab(strip('Font'))}`;
  if (type === 'size') return `--size-${kebab(key)}`;
  return `--theme-${kebab(key)}`;
}

/** Families CSS knows without quotes: a font list that ends with one needs no fallback. */
const ENDS_GENERIC = /(?:^|, )(?:serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-serif|ui-sans-serif|ui-monospace)$/;
const SERIF_NAME = /serif|playfair|lora|georgia|garamond|merriweather|baskerville|times/i;

/**
 * The storefront loads no web fonts: where the theme's family is not installed, a family of the same
 * kind stands in rather than the browser's default (a serif on most systems).
 */
function withFallback(fonts: string): string {
  if (ENDS_GENERIC.test(fonts)) return fonts;
  return `${fonts}, ${SERIF_NAME.test(fonts) && !/sans/i.test(fonts) ? 'serif' : 'system-ui, sans-serif'}`;
}

function declarationValue(type: string, value: string | boolean | number): string | null {
  const text = type === 'boolean' ? (value ? '1' : '0') : type === 'font' ? withFallback(fontFamilyCss(String(value))) : String(value);
  // Settings are checked before they get here; this is the last guard against breaking out of `: ...;`.
  return SAFE_VALUE.test(text) && (text.split('"').length - 1) % 2 === 0 ? text : null;
}

/**
 * A style's stylesheet: its settings as custom properties on :root, followed by the design tokens they
 * give. It has no other rule: components keep their own styling (a secondary button stays secondary)
 * and take the theme's colours, radius and button style from the tokens.
 */
export function buildThemeCss(schema: ThemeSettingsSchema, settings: ThemeSettings): string {
  return `:root {\n${[...themeDeclarations(schema, settings)].map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
}

/** A style's custom properties as its stylesheet sets them: its settings, then the tokens they give. */
export function themeDeclarations(schema: ThemeSettingsSchema, settings: ThemeSettings): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const setting of schema.settings) {
    const value = settings[setting.key];
    if (value === undefined || !KEY.test(setting.key)) continue;
    const text = declarationValue(setting.type, value);
    if (text !== null) declarations.set(customPropertyName(setting.key, setting.type), text);
  }
  for (const [name, value] of themeTokens(declarations, settings.buttonStyle)) declarations.set(name, value);
  return declarations;
}
