import { createHash } from 'node:crypto';
import type { ThemeSettings, ThemeSettingsSchema } from '@/lib/schemas/theme';
import { fontFamilyCss } from './settings-rules';

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

function declarationValue(type: string, value: string | boolean | number): string | null {
  const text = type === 'boolean' ? (value ? '1' : '0') : type === 'font' ? fontFamilyCss(String(value)) : String(value);
  // Settings are checked before they get here; this is the last guard against breaking out of `: ...;`.
  return SAFE_VALUE.test(text) && (text.split('"').length - 1) % 2 === 0 ? text : null;
}

/** Rules that apply the properties to the base storefront styles, each only when its settings exist. */
const RULES: { needs: string[]; css: string }[] = [
  { needs: ['--color-background'], css: ':root { --color-surface: var(--color-background); }\nbody { background: var(--color-background); }' },
  { needs: ['--color-text'], css: 'body { color: var(--color-text); }' },
  { needs: ['--font-body'], css: 'body { font-family: var(--font-body); }' },
  { needs: ['--font-heading'], css: 'h1, h2, h3, h4, h5, h6 { font-family: var(--font-heading); }' },
  { needs: ['--size-border-radius'], css: ':root { --radius: var(--size-border-radius); }' },
  { needs: ['--color-primary'], css: 'button, .button { background: var(--color-primary); }' },
];
const BUTTON_STYLES: Record<string, string> = {
  outline: 'button, .button { background: transparent; color: var(--color-primary, var(--color-accent)); border: 2px solid currentColor; }',
  pill: 'button, .button { border-radius: 999px; }',
};

/** A style's stylesheet: its settings as custom properties on :root plus the rules that use them. */
export function buildThemeCss(schema: ThemeSettingsSchema, settings: ThemeSettings): string {
  const declarations = new Map<string, string>();
  for (const setting of schema.settings) {
    const value = settings[setting.key];
    if (value === undefined || !KEY.test(setting.key)) continue;
    const text = declarationValue(setting.type, value);
    if (text !== null) declarations.set(customPropertyName(setting.key, setting.type), text);
  }
  const root = [...declarations].map(([name, value]) => `  ${name}: ${value};`).join('\n');
  const rules = RULES.filter((rule) => rule.needs.every((name) => declarations.has(name))).map((rule) => rule.css);
  const buttonStyle = settings.buttonStyle;
  if (typeof buttonStyle === 'string' && BUTTON_STYLES[buttonStyle]) rules.push(BUTTON_STYLES[buttonStyle]);
  return `:root {\n${root}\n}\n${rules.join('\n')}\n`;
}

/** A strong ETag of a response body. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}
