type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Mixes two colours: `amount` 0 is the first, 1 the second. */
function mix(a: string, b: string, amount: number): string {
  const [from, to] = [toRgb(a), toRgb(b)];
  return toHex(from.map((c, i) => c + (to[i]! - c) * amount) as Rgb);
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(toRgb(hex).map((c) => c + (target - c) * Math.abs(amount)) as Rgb);
}

export const isLight = (hex: string) => {
  const [r, g, b] = toRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
};

/** The colours one illustration is drawn with, all derived from the item's colour. */
export interface Palette {
  /** The item's colour. */
  base: string;
  /** Shadowed parts: ribbing, soles, inner sides. */
  dark: string;
  /** Lit parts and highlights. */
  light: string;
  /** Outlines and stitching: dark enough to read on the base colour. */
  line: string;
  /** The studio backdrop: a pale tint, a little darker behind light items so that they stand out. */
  backdrop: string;
}

export function paletteFor(hex: string): Palette {
  const light = isLight(hex);
  return {
    base: hex,
    dark: shade(hex, light ? -0.18 : -0.3),
    light: shade(hex, light ? 0.5 : 0.25),
    line: shade(hex, light ? -0.55 : -0.5),
    // Light items stand on a light grey that keeps only a trace of their hue (a yellow's own shade would glare).
    backdrop: light ? mix(hex, '#c4c1bb', 0.75) : shade(hex, 0.86),
  };
}
