import { z } from 'zod';

/**
 * The theme's colours an image block's overlay may use, by index (spec section 3: "colour indexes"):
 * the index is what a block stores, the name is the theme's CSS variable (`--color-<name>`), which a
 * theme style sets. New colours are added at the end, so that stored indexes keep their meaning.
 */
export const THEME_COLOURS = ['text', 'muted', 'primary', 'accent', 'surface'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

/** A stored colour index: one of THEME_COLOURS. */
export const colourIndexSchema = z.number().int().min(0).max(THEME_COLOURS.length - 1);

/** The CSS value of a stored colour index, or undefined for none (the overlay's own colours). */
export function themeColour(index: number | undefined): string | undefined {
  const name = index === undefined ? undefined : THEME_COLOURS[index];
  return name ? `var(--color-${name})` : undefined;
}
