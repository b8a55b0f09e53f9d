/**
 * Colour swatches on product cards (issue 33, item 2): a variation master's colours, each with the
 * picture of a variation in that colour. The card query reads them as stored (swatchesOf in
 * lib/server/catalog/product-cards.ts); this turns them into what the card shows.
 */

/** Attribute names (lower case) whose values are colours: the API's own name and the British spelling. */
export const COLOUR_ATTRIBUTE_NAMES = ['color', 'colour'] as const;

/** Most swatches a card shows; the rest are counted ("+2"). */
export const CARD_SWATCHES = 5;

/**
 * Colour values the shop's variations commonly use, as the swatch draws them: muted tones that match
 * product pictures better than CSS's pure named colours. The demo's colours are these (lib/db/seed/words.ts).
 */
export const SWATCH_COLOURS = {
  black: '#23262b', white: '#e9e4da', grey: '#878d96', navy: '#1f3a5f', blue: '#2f6fb5', green: '#3c8d5a',
  olive: '#6b7b3a', red: '#c0392b', burgundy: '#7b2335', yellow: '#e6b422', brown: '#7a5230', sand: '#cdb590',
} as const satisfies Record<string, `#${string}`>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour a value stands for: a known name (any case, "gray" too) or a hex colour; null when it names none. */
export function swatchColour(value: string): string | null {
  const key = value.trim().toLowerCase().replace(/^gray$/, 'grey');
  if (key in SWATCH_COLOURS) return SWATCH_COLOURS[key as keyof typeof SWATCH_COLOURS];
  return HEX.test(key) ? key : null;
}

type Texts = Record<string, string>;

/** A swatch as the card query reads it: texts in every language. */
export interface StoredSwatch {
  value: string;
  label: Texts;
  /** Some variation in this colour is in stock. */
  available: boolean;
  image: { url: string; width: number; height: number; alt: Texts } | null;
}

/** A swatch as a card shows it, in one language. */
export interface Swatch {
  value: string;
  label: string;
  /** The colour to paint, or null: the swatch then shows its picture, or its label's initial. */
  colour: string | null;
  available: boolean;
  image: { url: string; width: number; height: number; alt: string } | null;
}

/**
 * A card's swatches in the stored order, texts picked by `text` (the page's language with the shop's
 * fallback). A value stored twice (two colour attributes) shows once; a label falls back to the value.
 */
export function toSwatches(stored: readonly StoredSwatch[] | null, text: (texts: Texts) => string): Swatch[] {
  const seen = new Set<string>();
  return (stored ?? []).flatMap((swatch) => {
    if (seen.has(swatch.value)) return [];
    seen.add(swatch.value);
    const image = swatch.image && { ...swatch.image, alt: text(swatch.image.alt) };
    return [{ value: swatch.value, label: text(swatch.label) || swatch.value, colour: swatchColour(swatch.value), available: swatch.available, image }];
  });
}
