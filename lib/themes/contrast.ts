/**
 * WCAG 2 contrast on #rrggbb colours: what a theme's stylesheet checks its colours with, and what the
 * editor's theme settings warn with. Pure, so both the server and the browser use this one copy.
 */

/** AA for text of normal size. */
export const TEXT_CONTRAST = 4.5;
/** AA for borders, focus rings and other parts of controls. */
export const UI_CONTRAST = 3;

const HEX = /^#[0-9a-f]{6}$/i;
const BLACK = '#000000';
const WHITE = '#ffffff';

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

const channels = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `share` (0 to 1) of `colour` mixed into `base`, like CSS `color-mix(in srgb, …)`. */
export function mix(colour: string, base: string, share: number): string {
  const from = channels(colour);
  return `#${channels(base).map((c, i) => Math.round(from[i]! * share + c * (1 - share)).toString(16).padStart(2, '0')).join('')}`;
}

/** The first candidate that reads well on the background, else the one that reads best. */
export function readableOn(background: string, candidates: string[], min = TEXT_CONTRAST): string {
  const fit = candidates.find((candidate) => contrastRatio(candidate, background) >= min);
  return fit ?? [...candidates].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background))[0]!;
}

/** Black or white, whichever stands out more on the background. */
export const farthestFrom = (background: string) => (contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE);

/**
 * The colour itself when it reads well on all the backgrounds; otherwise the least change that does:
 * mixed step by step towards black or white, whichever the first background sets off more.
 */
export function withContrast(colour: string, backgrounds: string[], min = TEXT_CONTRAST): string {
  const pole = farthestFrom(backgrounds[0]!);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(pole, colour, step / 20);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= min)) return candidate;
  }
  return pole;
}
