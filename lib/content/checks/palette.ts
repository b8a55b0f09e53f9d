import { isHexColour } from '@/lib/themes/contrast';
import { BASE_COLOURS } from '@/lib/themes/theme-tokens';
import type { CheckPalette } from './types';

/** The colours app/globals.css gives where no theme sets them (muted, accent and on-primary are not in BASE_COLOURS). */
export const BASE_PALETTE: CheckPalette = {
  text: BASE_COLOURS.text, muted: '#545a61', primary: BASE_COLOURS.primary, accent: BASE_COLOURS.primary, surface: BASE_COLOURS.surface, onPrimary: '#ffffff',
};

/** The palette a theme's custom properties (lib/themes/theme-css.ts, themeDeclarations) give, the base where they set none. */
export function paletteOf(properties: ReadonlyMap<string, string>): CheckPalette {
  const pick = (name: string, fallback: string) => {
    const value = properties.get(name);
    return isHexColour(value) ? value : fallback;
  };
  return {
    text: pick('--color-text', BASE_PALETTE.text),
    muted: pick('--color-muted', BASE_PALETTE.muted),
    primary: pick('--color-primary', BASE_PALETTE.primary),
    accent: pick('--color-accent', BASE_PALETTE.accent),
    surface: pick('--color-surface', BASE_PALETTE.surface),
    onPrimary: pick('--color-on-primary', BASE_PALETTE.onPrimary),
  };
}
