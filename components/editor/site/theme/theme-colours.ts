import type { ThemeSettings, ThemeSettingsSchema } from '@/lib/schemas/theme';
import { contrastRatio, farthestFrom, isHexColour, TEXT_CONTRAST } from '@/lib/themes/contrast';

/** Settings values as the form holds them: what the owner typed, checked or not. */
export type SettingValues = Record<string, ThemeSettings[string]>;

// A theme names its colours by their part (textColor, backgroundColor, primaryColor). Text is written
// in the text colours on the background colours, so the backgrounds are read against them; on the
// other colours (primary, accent) the storefront picks a readable text colour itself
// (lib/themes/theme-tokens.ts), so a warning there would be about nothing shoppers see.
const TEXT_COLOUR = /text/i;
const BACKGROUND_COLOUR = /background/i;

/** The style's colour settings that hold a #rrggbb value, in the schema's order. */
function colours(schema: ThemeSettingsSchema, values: SettingValues): { key: string; value: string }[] {
  return schema.settings.flatMap((setting) => {
    const value = values[setting.key];
    return setting.type === 'color' && isHexColour(value) ? [{ key: setting.key, value }] : [];
  });
}

/**
 * The contrast of a background colour with the style's text colours when it falls short of WCAG AA
 * for text (4.5:1), the lowest one; null when it reads well, is no background or is no colour yet.
 */
export function lowTextContrast(key: string, schema: ThemeSettingsSchema, values: SettingValues): number | null {
  const all = colours(schema, values);
  const colour = all.find((entry) => entry.key === key);
  if (!colour || !BACKGROUND_COLOUR.test(key)) return null;
  const ratios = all.filter((entry) => TEXT_COLOUR.test(entry.key)).map((text) => contrastRatio(colour.value, text.value));
  const lowest = Math.min(...ratios);
  return lowest < TEXT_CONTRAST ? lowest : null;
}

/** A ratio as the owner reads it, rounded down so that a failing 4.49 never shows as 4.5. */
export function formatRatio(ratio: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.floor(ratio * 10) / 10);
}

export interface SwatchColours {
  background: string;
  text: string;
  /** The other colours (primary, accent, ...): the swatch's bar and button. */
  accents: string[];
}

/** The colours a style's swatch is drawn in; a style without one of them gets white, or the colour that stands out on it. */
export function swatchColours(schema: ThemeSettingsSchema, settings: ThemeSettings): SwatchColours {
  const all = colours(schema, settings);
  const background = all.find((entry) => BACKGROUND_COLOUR.test(entry.key))?.value ?? '#ffffff';
  const text = all.find((entry) => TEXT_COLOUR.test(entry.key))?.value ?? farthestFrom(background);
  const accents = all.filter((entry) => !TEXT_COLOUR.test(entry.key) && !BACKGROUND_COLOUR.test(entry.key)).map((entry) => entry.value);
  return { background, text, accents: accents.length > 0 ? accents : [text] };
}
